import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LockIcon from '@mui/icons-material/LockOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TContentSummary, TJourneySection } from '@portal/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ContentTypeIcon } from '../../../components/content-type-icon';
import { SentenceWithName } from '../../../components/sentence-with-name';
import { reasonText } from '../../../lib/message-text';
import { toWholeMinutes } from '../../../lib/format';
import { isLocked } from '../room-state';

/** Why an item is locked; the earlier item it names is marked in its own language (WCAG 3.1.2). */
function LockReason({ state }: { state: TContentSummary['is_unlocked'] }) {
  const { t } = useTranslation();
  const coded = state.reason_code;
  if (coded?.code !== 'journey.lockedBy' || !coded.params) return reasonText(state, t);
  const { name, lang } = coded.params;
  return (
    <SentenceWithName
      i18nKey="journey.lockedBy"
      name={String(name)}
      lang={lang === undefined ? undefined : String(lang)}
    />
  );
}

function Item({ item, href, current }: { item: TContentSummary; href: string; current: boolean }) {
  const { t } = useTranslation();
  const locked = isLocked(item);
  const minutes = t('catalogue.minutes', { count: toWholeMinutes(item.duration) });
  const state = item.is_completed ? t('journey.completed') : locked ? t('journey.locked') : null;
  const reason = locked ? reasonText(item.is_unlocked, t) : null;
  const reasonId = useId();
  const button = (
    <ListItemButton
      component={locked ? 'div' : RouterLink}
      aria-describedby={reason ? reasonId : undefined}
      to={locked ? undefined : href}
      selected={current}
      aria-current={current ? 'page' : undefined}
      aria-disabled={locked || undefined}
      sx={{
        borderRadius: 1,
        alignItems: 'flex-start',
        opacity: locked ? 0.6 : 1,
        cursor: locked ? 'not-allowed' : 'pointer',
      }}
    >
      <ListItemIcon
        sx={{ minWidth: 34, mt: 0.25, color: current ? 'primary.main' : 'text.secondary' }}
        aria-hidden
      >
        <ContentTypeIcon type={item.content_type} fontSize="small" />
      </ListItemIcon>
      <ListItemText
        primary={<span lang={item.lang}>{item.name}</span>}
        secondary={
          <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <span>
              {t(`catalogue.contentTypes.${item.content_type}`)} · {minutes}
            </span>
            {item.can_skip && (
              <Chip component="span" size="small" label={t('catalogue.optional')} sx={{ height: 18 }} />
            )}
            {item.passed !== null && (
              // apart from the completed mark: a quiz can be completed and not passed
              <Chip
                component="span"
                size="small"
                variant="outlined"
                color={item.passed ? 'success' : 'error'}
                label={item.passed ? t('journey.passed') : t('journey.notPassed')}
                sx={{ height: 18 }}
              />
            )}
          </Stack>
        }
        slotProps={{ primary: { variant: 'body2', sx: { fontWeight: current ? 600 : 400 } } }}
      />
      {state && (
        <Stack sx={{ ml: 1, mt: 0.25 }} aria-label={state} role="img">
          {item.is_completed ? (
            <CheckCircleIcon fontSize="small" color="success" />
          ) : (
            <LockIcon fontSize="small" />
          )}
        </Stack>
      )}
    </ListItemButton>
  );
  return (
    <li>
      {reason ? (
        <>
          {/* the tooltip shows the reason with its name marked; the description is its words */}
          <Tooltip title={<LockReason state={item.is_unlocked} />} placement="right">
            {button}
          </Tooltip>
          <span id={reasonId} hidden>
            {reason}
          </span>
        </>
      ) : (
        button
      )}
    </li>
  );
}

/** The program's sections with their items: type, minutes, optional, passed, done and locked marks. */
export function SectionAccordion({
  sections,
  currentContent,
  hrefOf,
}: {
  sections: TJourneySection[];
  currentContent: number | undefined;
  hrefOf: (contentId: number) => string;
}) {
  const { t } = useTranslation();
  const ordered = [...sections].sort((a, b) => a.index - b.index);
  const currentSection = ordered.find((s) => s.contents.some((c) => c.id === currentContent))?.id;
  const [open, setOpen] = useState<Record<number, boolean>>({});
  return (
    <div>
      {ordered.map((section) => {
        const done = section.contents.filter((c) => c.is_completed).length;
        return (
          <Accordion
            key={section.id}
            disableGutters
            elevation={0}
            expanded={open[section.id] ?? section.id === currentSection}
            onChange={(_, expanded) => setOpen((current) => ({ ...current, [section.id]: expanded }))}
            sx={{ bgcolor: 'transparent', '&::before': { display: 'none' } }}
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <div>
                <Typography variant="subtitle2" component="h3" lang={section.lang}>
                  {section.name}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {t('journey.sectionProgress', { done, count: section.contents.length })}
                </Typography>
              </div>
            </AccordionSummary>
            <AccordionDetails sx={{ pt: 0, px: 1 }}>
              {section.contents.length === 0 ? (
                <Typography variant="body2" sx={{ px: 1, color: 'text.secondary' }}>
                  {t('catalogue.noContent')}
                </Typography>
              ) : (
                <List dense disablePadding>
                  {[...section.contents]
                    .sort((a, b) => a.index - b.index)
                    .map((item) => (
                      <Item
                        key={item.id}
                        item={item}
                        href={hrefOf(item.id)}
                        current={item.id === currentContent}
                      />
                    ))}
                </List>
              )}
            </AccordionDetails>
          </Accordion>
        );
      })}
    </div>
  );
}
