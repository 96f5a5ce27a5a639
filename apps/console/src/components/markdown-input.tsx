import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState } from 'react';
import { TextInput, type TextInputProps, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';

/** The text as students read it: GitHub's Markdown, raw HTML shown as text, as the portal draws it. */
function Preview({ source }: { source: string }) {
  const text = useWatch({ name: source }) as string | undefined;
  return (
    <Box
      sx={{
        px: 2,
        py: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        minHeight: 120,
        overflowX: 'auto',
      }}
    >
      <ReactMarkdown remarkPlugins={[remarkGfm]}>{text ?? ''}</ReactMarkdown>
    </Box>
  );
}

/** A Markdown text with a tab to read it as students will. */
export function MarkdownInput(props: TextInputProps & { source: string }) {
  const translate = useTranslate();
  const [previewing, setPreviewing] = useState(false);
  const id = useId();
  return (
    <Box sx={{ width: '100%' }}>
      <Tabs value={previewing ? 1 : 0} onChange={(_, tab: number) => setPreviewing(tab === 1)}>
        <Tab label={translate('console.markdown.write')} id={`${id}-write`} aria-controls={`${id}-panel`} />
        <Tab
          label={translate('console.markdown.preview')}
          id={`${id}-preview`}
          aria-controls={`${id}-panel`}
        />
      </Tabs>
      <Box id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${previewing ? 'preview' : 'write'}`}>
        {/* kept in the form while previewing, so what was typed stays */}
        <Box sx={{ display: previewing ? 'none' : 'block' }}>
          <TextInput multiline minRows={6} fullWidth {...props} />
        </Box>
        {previewing && <Preview source={props.source} />}
      </Box>
    </Box>
  );
}
