import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { TCourseDetail } from '@portal/contract';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toWholeMinutes } from '../../../lib/format';

export function CourseOutline({ sections }: { sections: TCourseDetail['sections'] }) {
  const { t } = useTranslation();
  const ordered = [...sections].sort((a, b) => a.index - b.index);
  return (
    <Box>
      {ordered.map((section, position) => (
        <Accordion key={section.id} disableGutters defaultExpanded={position === 0}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Box>
              <Typography variant="subtitle1" component="h3" lang={section.lang}>
                {section.name}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('catalogue.sectionSummary', {
                  count: section.contents.length,
                  minutes: t('catalogue.minutes', { count: toWholeMinutes(section.duration) }),
                })}
              </Typography>
            </Box>
          </AccordionSummary>
          <AccordionDetails sx={{ pt: 0 }}>
            {section.description && (
              <Typography variant="body2" lang={section.lang} sx={{ color: 'text.secondary', mb: 1 }}>
                {section.description}
              </Typography>
            )}
            {section.contents.length === 0 ? (
              <Typography variant="body2">{t('catalogue.noContent')}</Typography>
            ) : (
              <List dense disablePadding>
                {section.contents.map((content) => (
                  <ListItem
                    key={content.id}
                    disableGutters
                    secondaryAction={
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {t('catalogue.minutes', { count: toWholeMinutes(content.duration) })}
                      </Typography>
                    }
                    sx={{ pr: 10 }}
                  >
                    <ListItemText
                      primary={
                        <>
                          <span lang={content.lang}>{content.name}</span>
                          {content.can_skip && (
                            <Chip
                              size="small"
                              variant="outlined"
                              label={t('catalogue.optional')}
                              sx={{ ml: 1 }}
                            />
                          )}
                        </>
                      }
                      secondary={t(`catalogue.contentTypes.${content.content_type}`)}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
