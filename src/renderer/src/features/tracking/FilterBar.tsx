import { ROLE_FILTERS, STATUS_FILTERS, type TrackingFilters } from './filters';

interface FilterBarProps {
  filters: TrackingFilters;
  onChange: (filters: TrackingFilters) => void;
}

export function FilterBar({ filters, onChange }: FilterBarProps) {
  return (
    <div className="tracking-filters" role="group" aria-label="Filter past rounds">
      <label className="tracking-filters__field">
        <span>Role</span>
        <select
          className="input"
          value={filters.role}
          onChange={(event) =>
            onChange({ ...filters, role: event.target.value as TrackingFilters['role'] })
          }
        >
          {ROLE_FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label className="tracking-filters__field">
        <span>Status</span>
        <select
          className="input"
          value={filters.status}
          onChange={(event) =>
            onChange({ ...filters, status: event.target.value as TrackingFilters['status'] })
          }
        >
          {STATUS_FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
