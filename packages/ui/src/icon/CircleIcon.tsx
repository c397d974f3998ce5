/** Built in, so there is always something to show when an icon cannot be loaded (spec §8). */
export function CircleIcon() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      data-fallback-icon=""
    >
      <circle cx="12" cy="12" r="9" />
    </svg>
  );
}
