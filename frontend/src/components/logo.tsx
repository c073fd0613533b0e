interface LogoProps {
  className?: string;
}

/** The BauCheck mark: a house with a check mark. Decorative; the surrounding link carries the name. */
export function Logo({ className }: LogoProps) {
  return (
    <svg className={className} viewBox="0 0 32 32" width="40" height="40" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#ffffff" />
      <path d="M6 15.5 16 7l10 8.5V26H6z" fill="#0b3a75" />
      <path
        d="m11.2 17.8 3.4 3.4 6.4-6.6"
        fill="none"
        stroke="#ffffff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
