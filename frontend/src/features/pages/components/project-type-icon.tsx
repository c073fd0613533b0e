import type { CheckGroup } from '@baucheck/shared/enums';

const PATHS: Record<CheckGroup, string> = {
  // Roof on two posts over a car-sized box.
  carport_garage: 'M3 10 12 5l9 5M5 9.5V20M19 9.5V20M7.5 17h9M8.5 17v-2.5h7V17M3 20h18',
  // Small shed with a door.
  gartenhaus: 'M4 11 12 5l8 6v9H4zM10 20v-5h4v5M3 20h18',
  // House with a window, a gridded panel standing on its right roof slope, and the sun.
  solaranlage_gebaeudeabhaengig:
    'M3 12 12 5l9 7M5 10.5V20h14v-9.5M8 14h3v3H8zM13.35 6.05l6.75 5.25 1.96-2.52-6.75-5.25zM15.6 7.8l1.96-2.52M17.85 9.55l1.96-2.52M6.5 4.5a1.5 1.5 0 1 1-3 0 1.5 1.5 0 1 1 3 0M3 20h18',
  // Free-standing panel on a stand.
  solaranlage_gebaeudeunabhaengig: 'M4 14 8 6h12l-4 8zM12 14v6M8.5 20h7M10.5 6 8.5 14M14.5 6l-2 8M6 10h12',
};

/** Decorative pictogram of a check group; the group's German label is always shown beside it. */
export function ProjectTypeIcon({ group }: { group: CheckGroup }) {
  return (
    <svg
      className="project-types__icon"
      viewBox="0 0 24 24"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[group]} />
    </svg>
  );
}
