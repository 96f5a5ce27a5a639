import { type TContentImport, exportContent, importContent, operationUrl } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Confirm, Title, useNotify, useTranslate } from 'react-admin';
import { fieldsOf, upload } from '../../lib/api';
import { useAllows } from '../../lib/use-allows';
import { ImportProblems } from './import-problems';

type Outcome = { file: File; report: TContentImport } | { file: File; problems: Record<string, string[]> };

const send = (file: File, check: boolean) => {
  const form = new FormData();
  form.append('file', file);
  return upload(importContent, form, { query: { check: String(check) } } as never);
};

/** The folder as stored now, the console's changes included, downloaded as a zip. */
function ContentExport() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="content-export">
      <CardContent>
        <Stack spacing={2} sx={{ maxWidth: 720, alignItems: 'flex-start' }}>
          <Typography variant="h6" component="h2" id="content-export">
            {translate('console.content.exportTitle')}
          </Typography>
          <Typography>{translate('console.content.exportText')}</Typography>
          <Button variant="outlined" href={operationUrl(exportContent, undefined, undefined)} download>
            {translate('console.content.download')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * The content folder, zipped, as `portal import` loads it: checked first, which says what it holds or
 * every problem by file and line; then imported, once confirmed.
 */
function ContentImport() {
  const translate = useTranslate();
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const checked = outcome && 'report' in outcome && outcome.file === file ? outcome.report : null;

  const run = async (check: boolean) => {
    if (!file) return;
    setBusy(true);
    try {
      const report = await send(file, check);
      setOutcome({ file, report });
      if (report.applied) notify('console.content.imported', { type: 'success' });
    } catch (error) {
      const problems = fieldsOf(error);
      if (Object.keys(problems).length > 0) setOutcome({ file, problems });
      else notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="content-import">
      <CardContent>
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          <Typography variant="h6" component="h2" id="content-import">
            {translate('console.content.importTitle')}
          </Typography>
          <Typography>{translate('console.content.intro')}</Typography>
          <TextField
            type="file"
            label={translate('console.content.file')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { accept: '.zip,application/zip' } }}
            onChange={(event) => {
              setFile((event.target as HTMLInputElement).files?.[0] ?? null);
              setOutcome(null);
            }}
          />
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" disabled={!file || busy} onClick={() => run(true)}>
              {translate('console.content.check')}
            </Button>
            <Button
              variant="contained"
              disabled={!checked || checked.applied || busy}
              onClick={() => setConfirming(true)}
            >
              {translate('console.content.import')}
            </Button>
          </Stack>
          <div role="status" aria-live="polite">
            {checked && (
              <Alert severity="success">
                {translate(checked.applied ? 'console.content.loaded' : 'console.content.holds', {
                  institute: checked.institute,
                  programs: checked.programs.join(', '),
                  smart_count: checked.contents,
                })}
              </Alert>
            )}
            {outcome && 'problems' in outcome && <ImportProblems problems={outcome.problems} />}
          </div>
        </Stack>
      </CardContent>
      <Confirm
        isOpen={confirming}
        loading={busy}
        title="console.content.confirmTitle"
        content="console.content.confirmText"
        confirm="console.content.import"
        onConfirm={() => run(false)}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}

/** The content folder that a school keeps in git: taken out of the portal, and loaded into it. */
export function ContentFolderPage() {
  const allows = useAllows();
  return (
    <>
      <Title title="console.content.title" />
      {allows({ resource: 'content', action: 'export' }) && <ContentExport />}
      <ContentImport />
    </>
  );
}
