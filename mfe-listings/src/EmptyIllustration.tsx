/** The empty-state drawing: a house on a hill, looked at through a magnifying glass. */
export function EmptyIllustration({ size = 220 }: { size?: number }) {
  return (
    <svg width={size} height={(size * 3) / 4} viewBox="0 0 240 180" fill="none" aria-hidden focusable="false">
      <ellipse cx="120" cy="96" rx="104" ry="78" fill="var(--mantine-color-brand-0)" />
      <path d="M22 150c30-16 62-22 98-22s70 7 100 22" stroke="var(--mantine-color-brand-2)" strokeWidth="3" strokeLinecap="round" />
      <circle cx="186" cy="44" r="10" fill="var(--mantine-color-yellow-2)" />
      <g strokeLinejoin="round" strokeLinecap="round">
        <path d="M62 88 106 52l44 36" stroke="var(--mantine-color-brand-7)" strokeWidth="5" />
        <path d="M72 82v50h68V82" fill="var(--mantine-color-white)" stroke="var(--mantine-color-brand-7)" strokeWidth="5" />
        <rect x="96" y="104" width="20" height="28" rx="2" fill="var(--mantine-color-brand-1)" stroke="var(--mantine-color-brand-7)" strokeWidth="4" />
        <rect x="80" y="90" width="12" height="12" rx="1.5" fill="var(--mantine-color-brand-1)" stroke="var(--mantine-color-brand-7)" strokeWidth="3" />
        <path d="M126 62v-10h10v18" stroke="var(--mantine-color-brand-7)" strokeWidth="4" />
      </g>
      <g strokeLinecap="round">
        <circle cx="160" cy="112" r="24" fill="var(--mantine-color-white)" fillOpacity="0.85" stroke="var(--mantine-color-gray-6)" strokeWidth="6" />
        <path d="m177 129 20 20" stroke="var(--mantine-color-gray-6)" strokeWidth="9" />
        <path d="m151 103 18 18m0-18-18 18" stroke="var(--mantine-color-red-5)" strokeWidth="4" />
      </g>
      <g fill="var(--mantine-color-brand-3)">
        <circle cx="40" cy="60" r="3" />
        <circle cx="206" cy="92" r="2.5" />
        <circle cx="52" cy="122" r="2" />
      </g>
    </svg>
  );
}
