import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

const BRANDS = ['visa', 'mastercard', 'amex', 'discover'] as const;
export const BRAND_LABELS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

function Mark({ brand }: { brand: (typeof BRANDS)[number] }) {
  switch (brand) {
    case 'visa':
      return (
        <text
          x="20"
          y="17"
          textAnchor="middle"
          fontSize="11"
          fontWeight="800"
          fontStyle="italic"
          fill="#1a1f71"
        >
          VISA
        </text>
      );
    case 'mastercard':
      return (
        <>
          <circle cx="16" cy="12.5" r="7" fill="#eb001b" />
          <circle cx="24" cy="12.5" r="7" fill="#f79e1b" fillOpacity="0.85" />
        </>
      );
    case 'amex':
      return (
        <>
          <rect x="3" y="4" width="34" height="17" rx="2" fill="#2e77bc" />
          <text x="20" y="16.5" textAnchor="middle" fontSize="8.5" fontWeight="800" fill="#fff">
            AMEX
          </text>
        </>
      );
    case 'discover':
      return (
        <>
          <text x="17" y="16" textAnchor="middle" fontSize="7" fontWeight="800" fill="#231f20">
            DISC
          </text>
          <circle cx="30" cy="13" r="4" fill="#f58220" />
        </>
      );
  }
}

/** The accepted card brands; the one the number belongs to stands out once it is known. */
export function CardLogos({ brand }: { brand: string }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.75} role="list" aria-label={t('checkout.card.accepted')}>
      {BRANDS.map((b) => (
        <Box
          key={b}
          role="listitem"
          aria-label={BRAND_LABELS[b]}
          sx={{
            display: 'flex',
            border: 1,
            borderColor: 'divider',
            borderRadius: 0.75,
            bgcolor: '#fff',
            opacity: brand === 'unknown' || brand === b ? 1 : 0.35,
            transition: 'opacity 150ms',
          }}
        >
          <svg width="40" height="25" viewBox="0 0 40 25" aria-hidden focusable="false">
            <Mark brand={b} />
          </svg>
        </Box>
      ))}
    </Stack>
  );
}
