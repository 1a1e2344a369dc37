import { useRef, useState, type KeyboardEvent } from 'react';
import type { AdminConfig } from '../../../../shared/api';
import { ADMIN_GROUPS as CONFIG_GROUPS } from '../../../../shared/settings/game-settings';

/** WAI-ARIA tabs: arrow keys, Home and End move between the four groups. */
export function ConfigTabs({ config }: { config: AdminConfig }) {
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const group = CONFIG_GROUPS[selected] ?? CONFIG_GROUPS[0]!;

  const onKeyDown = (event: KeyboardEvent) => {
    const last = CONFIG_GROUPS.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setSelected(target);
    tabs.current[target]?.focus();
  };

  return (
    <>
      <div className="tabs" role="tablist" aria-label="Configuration groups">
        {CONFIG_GROUPS.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${item.id}`}
            className="tabs__tab"
            aria-selected={index === selected}
            aria-controls={`panel-${item.id}`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
          >
            {item.title}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`panel-${group.id}`}
        aria-labelledby={`tab-${group.id}`}
        tabIndex={0}
      >
        <table className="config-table">
          <thead>
            <tr>
              <th scope="col">Setting</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {group.items.map((item) => (
              <tr key={item.key}>
                <th scope="row">{item.label}</th>
                <td>
                  {/* A server older than the profile settings does not report them. */}
                  {config[item.key] === undefined
                    ? 'Not reported by this server'
                    : `${String(config[item.key])}${item.unit && ` ${item.unit}`}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
