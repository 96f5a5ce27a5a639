import { type TStaffProgram, getStaffProgramOutline } from '@portal/contract';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { call } from '../../lib/api';

/** The program's sections and items in the room's order; each item opens to change its texts and rules. */
export function ProgramOutline() {
  const program = useRecordContext<TStaffProgram>();
  const translate = useTranslate();
  const { data } = useQuery({
    queryKey: ['staff-program-outline', program?.id],
    queryFn: () => call(getStaffProgramOutline, { params: { id: program!.id } }),
    enabled: program !== undefined,
  });
  if (!data) return null;
  return (
    <Box component="section" aria-labelledby="outline-title" sx={{ p: 2 }}>
      <Typography id="outline-title" component="h2" variant="h6">
        {translate('console.programs.outline')}
      </Typography>
      {data.sections.map((section) => (
        <Box key={section.id} component="section" aria-labelledby={`section-${section.id}`}>
          <Typography
            id={`section-${section.id}`}
            component="h3"
            variant="subtitle1"
            sx={{ mt: 1, fontWeight: 600 }}
          >
            {section.name}
          </Typography>
          <List dense>
            {section.contents.map((item) => (
              <ListItem key={item.id} disablePadding>
                <ListItemButton component={Link} to={`/contents/${item.id}`}>
                  <ListItemText
                    primary={item.name}
                    secondary={translate(`console.programs.types.${item.content_type}`)}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      ))}
    </Box>
  );
}
