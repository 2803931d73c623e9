/** The placeholder brand mark: two offset strokes forming an N, drawn for this site. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#1d4ed8" />
      <path d="M11 29V11l18 18V11" fill="none" stroke="#ffffff" strokeWidth="4.5" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="29" cy="11" r="3" fill="#22d3ee" />
    </svg>
  )
}
