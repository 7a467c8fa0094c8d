/** Decorative artwork for the login panel: a parcel, a globe and a chart (inline SVG, no asset). */
export function LoginIllustration() {
  return (
    <svg
      viewBox="0 0 320 220"
      width="100%"
      style={{ maxWidth: 340, margin: '24px auto' }}
      aria-hidden
      focusable="false"
    >
      <defs>
        <linearGradient id="login-art-box" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffd88a" />
          <stop offset="1" stopColor="#f5a623" />
        </linearGradient>
      </defs>
      <circle cx="228" cy="78" r="58" fill="rgba(255,255,255,.12)" />
      <circle cx="228" cy="78" r="58" fill="none" stroke="rgba(255,255,255,.55)" strokeWidth="2" />
      <ellipse cx="228" cy="78" rx="24" ry="58" fill="none" stroke="rgba(255,255,255,.45)" strokeWidth="2" />
      <path d="M170 78h116M178 50h100M178 106h100" stroke="rgba(255,255,255,.45)" strokeWidth="2" />
      <path d="M120 96c40-46 70-30 96-20" fill="none" stroke="#fff" strokeWidth="2" strokeDasharray="6 6" />
      <circle cx="216" cy="76" r="6" fill="#fff" />
      <g transform="translate(40 96)">
        <path d="M0 30 70 0l70 30-70 30z" fill="#ffe7b3" />
        <path d="M0 30v62l70 30V60z" fill="url(#login-art-box)" />
        <path d="M140 30v62l-70 30V60z" fill="#e0901a" />
        <path d="M35 15l70 30v20l-14-6V51L21 21z" fill="#fff" opacity=".75" />
      </g>
      <g transform="translate(214 150)">
        <rect width="86" height="56" rx="8" fill="rgba(255,255,255,.92)" />
        <rect x="12" y="30" width="10" height="16" rx="2" fill="#2f6bff" />
        <rect x="28" y="22" width="10" height="24" rx="2" fill="#5b8cff" />
        <rect x="44" y="14" width="10" height="32" rx="2" fill="#2f6bff" />
        <rect x="60" y="8" width="10" height="38" rx="2" fill="#f5a623" />
      </g>
    </svg>
  );
}
