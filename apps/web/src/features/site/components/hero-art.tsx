import classes from './site.module.css';

const WINDOWS = [0, 1, 2, 3, 4, 5];

/** Buildings with a dashboard card floating in front: drawn in SVG, no image download. */
export function HeroArt({ label }: { label: string }) {
  return (
    <svg className={classes.art} viewBox="0 0 480 360" role="img" aria-label={label}>
      <defs>
        <linearGradient id="site-tower" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#a5d8ff" />
          <stop offset="1" stopColor="#4dabf7" />
        </linearGradient>
        <linearGradient id="site-tower-dark" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#74c0fc" />
          <stop offset="1" stopColor="#1c7ed6" />
        </linearGradient>
      </defs>
      <ellipse cx="240" cy="330" rx="220" ry="18" fill="rgba(255,255,255,0.12)" />
      <rect x="40" y="150" width="80" height="180" rx="4" fill="url(#site-tower-dark)" />
      <rect x="130" y="70" width="96" height="260" rx="4" fill="url(#site-tower)" />
      <rect x="236" y="120" width="70" height="210" rx="4" fill="url(#site-tower-dark)" />
      <rect x="316" y="190" width="110" height="140" rx="4" fill="url(#site-tower)" />
      <polygon points="316,190 371,158 426,190" fill="#d0ebff" />
      {WINDOWS.map((row) => (
        <g key={row} fill="rgba(255,255,255,0.75)">
          <rect x="144" y={90 + row * 38} width="18" height="14" rx="2" />
          <rect x="170" y={90 + row * 38} width="18" height="14" rx="2" />
          <rect x="196" y={90 + row * 38} width="18" height="14" rx="2" />
          {row < 4 && <rect x="56" y={170 + row * 36} width="48" height="10" rx="2" />}
          {row < 5 && <rect x="250" y={140 + row * 36} width="42" height="10" rx="2" />}
        </g>
      ))}
      <rect x="338" y="214" width="26" height="22" rx="2" fill="rgba(255,255,255,0.75)" />
      <rect x="378" y="214" width="26" height="22" rx="2" fill="rgba(255,255,255,0.75)" />
      <rect x="358" y="290" width="26" height="40" rx="2" fill="#1864ab" />
      <g transform="translate(250 36)">
        <rect width="210" height="128" rx="12" fill="#fff" opacity="0.97" />
        <rect x="16" y="16" width="84" height="10" rx="5" fill="#1c7ed6" />
        <rect x="16" y="34" width="120" height="8" rx="4" fill="#dee2e6" />
        <text x="16" y="70" fontSize="22" fontWeight="700" fill="#0b3d91" fontFamily="sans-serif">
          ¥ 1,286,540.00
        </text>
        <rect x="20" y="98" width="16" height="18" rx="2" fill="#a5d8ff" />
        <rect x="44" y="88" width="16" height="28" rx="2" fill="#74c0fc" />
        <rect x="68" y="92" width="16" height="24" rx="2" fill="#4dabf7" />
        <rect x="92" y="80" width="16" height="36" rx="2" fill="#228be6" />
        <rect x="116" y="84" width="16" height="32" rx="2" fill="#1c7ed6" />
        <circle cx="172" cy="96" r="20" fill="none" stroke="#e9ecef" strokeWidth="8" />
        <circle
          cx="172"
          cy="96"
          r="20"
          fill="none"
          stroke="#12b886"
          strokeWidth="8"
          strokeDasharray="100 126"
          transform="rotate(-90 172 96)"
        />
      </g>
    </svg>
  );
}
