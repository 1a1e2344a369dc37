// The event emitter the stand-in Electron classes are built from.
/** A minimal event emitter (Node's own would leak its static typings into this module's API). */
export class Emitter {
  // Public only because the fake classes built from it are exported anonymously (TS4094).
  readonly listenersByEvent = new Map<string, ((...args: unknown[]) => void)[]>();
  on(event: string, listener: (...args: never[]) => void): this {
    const list = this.listenersByEvent.get(event) ?? [];
    list.push(listener as (...args: unknown[]) => void);
    this.listenersByEvent.set(event, list);
    return this;
  }
  once(event: string, listener: (...args: never[]) => void): this {
    const wrapper = (...args: unknown[]) => {
      this.removeListener(event, wrapper);
      (listener as (...args: unknown[]) => void)(...args);
    };
    return this.on(event, wrapper);
  }
  removeListener(event: string, listener: (...args: never[]) => void): this {
    const list = this.listenersByEvent.get(event) ?? [];
    this.listenersByEvent.set(
      event,
      list.filter((entry) => entry !== listener),
    );
    return this;
  }
  emit(event: string, ...args: unknown[]): boolean {
    const list = [...(this.listenersByEvent.get(event) ?? [])];
    list.forEach((listener) => listener(...args));
    return list.length > 0;
  }
  listenerCount(event: string): number {
    return this.listenersByEvent.get(event)?.length ?? 0;
  }
}
