import type { IpcArgs, IpcChannel, IpcResult, IpcResults } from './channels';
import type { IpcEventName, IpcEvents } from './events';

/** Arguments are omitted for channels that take none. */
export type InvokeArgs<C extends IpcChannel> = IpcArgs<C> extends undefined ? [] : [IpcArgs<C>];

/** Exactly what the preload exposes as `window.api`, and nothing else. */
export interface CopycatApi {
  invoke<C extends IpcChannel>(
    channel: C,
    ...args: InvokeArgs<C>
  ): Promise<IpcResult<IpcResults[C]>>;
  on<E extends IpcEventName>(event: E, listener: (payload: IpcEvents[E]) => void): () => void;
}
