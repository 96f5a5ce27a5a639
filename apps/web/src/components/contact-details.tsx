import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import LanguageOutlinedIcon from '@mui/icons-material/LanguageOutlined';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstitute } from '../features/institute/api/get-institute';
import { useSiteConfig } from '../features/institute/api/get-site-config';

type Row = { key: string; icon: ReactNode; label: string; value: ReactNode };

/** The institute's e-mail, phone, address and website, each shown only when the institute has it. */
export function ContactDetails({ dense = false }: { dense?: boolean }) {
  const { t } = useTranslation();
  const { data: institute } = useInstitute();
  const { data: site } = useSiteConfig();
  const rows: Row[] = [];
  if (institute?.email) {
    rows.push({
      key: 'email',
      icon: <EmailOutlinedIcon />,
      label: t('contact.email'),
      value: <Link href={`mailto:${institute.email}`}>{institute.email}</Link>,
    });
  }
  if (site?.phone) {
    rows.push({
      key: 'phone',
      icon: <PhoneOutlinedIcon />,
      label: t('contact.phone'),
      value: <Link href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</Link>,
    });
  }
  if (institute?.address) {
    rows.push({
      key: 'address',
      icon: <LocationOnOutlinedIcon />,
      label: t('contact.address'),
      value: <span style={{ whiteSpace: 'pre-line' }}>{institute.address}</span>,
    });
  }
  if (site?.domain_link) {
    rows.push({
      key: 'website',
      icon: <LanguageOutlinedIcon />,
      label: t('contact.website'),
      value: (
        <Link href={site.domain_link} target="_blank" rel="noopener noreferrer">
          {site.domain_display || site.domain_link}
        </Link>
      ),
    });
  }
  if (rows.length === 0) return null;
  return (
    <List dense={dense} disablePadding>
      {rows.map((row) => (
        <ListItem key={row.key} disableGutters sx={{ alignItems: 'flex-start' }}>
          <ListItemIcon sx={{ minWidth: 40, mt: 0.5, color: 'primary.main' }} aria-hidden>
            {row.icon}
          </ListItemIcon>
          <ListItemText
            primary={row.label}
            secondary={row.value}
            slotProps={{
              primary: { variant: 'caption', sx: { color: 'text.secondary' } },
              secondary: { component: 'div', variant: 'body1', sx: { color: 'text.primary' } },
            }}
          />
        </ListItem>
      ))}
    </List>
  );
}
