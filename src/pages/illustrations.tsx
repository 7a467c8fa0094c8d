import { Box } from '@mui/material';

/** Hand-drawn illustrations for the error pages (inline SVG, theme-aware through currentColor). */
export function ErrorIllustration({ code }: { code: '403' | '404' }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 360 240"
      sx={{ width: { xs: 260, sm: 360 }, height: 'auto', color: 'primary.main' }}
      aria-hidden
    >
      <ellipse cx="180" cy="214" rx="140" ry="14" fill="currentColor" opacity="0.08" />
      <rect x="70" y="40" width="220" height="150" rx="14" fill="currentColor" opacity="0.1" />
      <rect x="70" y="40" width="220" height="28" rx="14" fill="currentColor" opacity="0.25" />
      <circle cx="92" cy="54" r="5" fill="#f56c6c" />
      <circle cx="110" cy="54" r="5" fill="#e6a23c" />
      <circle cx="128" cy="54" r="5" fill="#67c23a" />
      <text
        x="180"
        y="148"
        textAnchor="middle"
        fontSize="64"
        fontWeight="800"
        fill="currentColor"
        fontFamily="Arial, sans-serif"
      >
        {code}
      </text>
      {code === '403' ? (
        <g transform="translate(262 118)">
          <rect x="-26" y="0" width="52" height="42" rx="8" fill="#e6a23c" />
          <path d="M-15 0v-12a15 15 0 0 1 30 0V0" fill="none" stroke="#e6a23c" strokeWidth="7" />
          <circle cx="0" cy="18" r="5" fill="#fff" />
          <rect x="-2" y="20" width="4" height="11" rx="2" fill="#fff" />
        </g>
      ) : (
        <g transform="translate(262 120)">
          <circle cx="0" cy="0" r="22" fill="none" stroke="#909399" strokeWidth="7" />
          <path d="M16 16l20 20" stroke="#909399" strokeWidth="9" strokeLinecap="round" />
          <path d="M-8-8l16 16M8-8l-16 16" stroke="#f56c6c" strokeWidth="4" strokeLinecap="round" />
        </g>
      )}
      <path
        d="M40 120c10-10 20-10 30 0M300 78c8-8 16-8 24 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        opacity="0.3"
        strokeLinecap="round"
      />
    </Box>
  );
}
