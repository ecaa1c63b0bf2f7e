import type { ReactNode } from 'react';

// Mechmate names a category's icon; the page draws its own small line icons (nothing is fetched), and a
// name it does not know gets a neutral dot rather than nothing, so the category rows stay aligned.
const PATHS: Record<string, ReactNode> = {
  // A wrench.
  service: <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L4 17l3 3 5.3-5.3a4 4 0 0 0 5.4-5.4l-2.4 2.4-2.6-.6-.6-2.6z" />,
  // A gear.
  repair: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1" />
    </>
  ),
  // A wheel.
  tire: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="3" />
      <path d="M12 3v6M12 15v6M3 12h6M15 12h6" />
    </>
  ),
  // A snowflake.
  ac: <path d="M12 2v20M3.3 7l17.4 10M3.3 17L20.7 7M9 4l3 2 3-2M9 20l3-2 3 2" />,
  // A drop.
  wash: <path d="M12 3c3 4 6 7.5 6 11a6 6 0 0 1-12 0c0-3.5 3-7 6-11z" />,
  // A car from the side.
  car: (
    <>
      <path d="M3 16v-4l2-5h14l2 5v4H3z" />
      <circle cx="7.5" cy="16.5" r="1.5" />
      <circle cx="16.5" cy="16.5" r="1.5" />
    </>
  ),
  // A box.
  accessories: <path d="M3 7l9-4 9 4v10l-9 4-9-4V7zM3 7l9 4 9-4M12 11v10" />,
};

const FALLBACK = <circle cx="12" cy="12" r="4" />;

/** The category's icon, decorative (the category's name says what it is). */
export function CategoryIcon({ name }: { name: string }) {
  return (
    <svg
      data-icon={Object.hasOwn(PATHS, name) ? name : 'fallback'}
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {Object.hasOwn(PATHS, name) ? PATHS[name] : FALLBACK}
    </svg>
  );
}
