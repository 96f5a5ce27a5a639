import { allowedExtensions, LIMITS } from '@portal/contract';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/loading-screen';
import { lazyComponent } from '../../../lib/lazy-component';
import { ContentMarkdown } from './content-markdown';
import { ContentSection } from './content-section';
import type { TAssignmentContent } from './content-types';
import { Detail, DetailsList } from './details-list';
import { SubmissionSummary } from './submission-summary';

// the form brings react-hook-form and zod, which most visits to an assignment never use
const SubmissionForm = lazyComponent(
  'SubmissionForm',
  () => import('./submission-form'),
  (m) => m.SubmissionForm,
);

/** What to do and how it is handed in: marks, the way to submit, accepted files. */
function HowToSubmit({ content }: { content: TAssignmentContent }) {
  const { t } = useTranslation();
  const { assignment } = content;
  const extensions = allowedExtensions(assignment.file_extensions);
  const maxMb = assignment.max_file_size_mb > 0 ? assignment.max_file_size_mb : LIMITS.defaultDocumentMaxMb;
  return (
    <ContentSection title={t('content.assignment.howToSubmit')} framed>
      <DetailsList>
        <Detail label={t('content.assignment.maxMarks')}>{assignment.max_marks}</Detail>
        <Detail label={t('content.assignment.passMark')}>
          {t('content.quiz.percent', { percent: assignment.pass_mark_percent })}
        </Detail>
        <Detail label={t('content.assignment.submitAs')}>
          {t(`content.assignment.mode.${assignment.submission}`)}
        </Detail>
        {assignment.submission !== 'text' && (
          <>
            <Detail label={t('content.assignment.fileTypes')}>
              {extensions.length > 0
                ? extensions.map((ext) => ext.toUpperCase()).join(', ')
                : t('content.assignment.anyType')}
            </Detail>
            <Detail label={t('content.assignment.maxSize')}>
              {t('content.assignment.megabytes', { size: maxMb })}
            </Detail>
          </>
        )}
      </DetailsList>
    </ContentSection>
  );
}

/**
 * An assignment or homework: instructions, how to hand it in, the work handed in so far, and the
 * form while the school still takes it (until graded, and never on view-only access).
 */
export function AssignmentView({ content, readOnly }: { content: TAssignmentContent; readOnly: boolean }) {
  const { t } = useTranslation();
  const [changing, setChanging] = useState(false);
  const { submission } = content;
  const open = content.assignment.can_submit && !readOnly;
  const graded = submission?.status === 'graded';
  // fetched ahead, so Change shows the form at once
  useEffect(() => {
    if (open) SubmissionForm.preload();
  }, [open]);
  return (
    <Stack spacing={3}>
      <ContentSection title={t('content.assignment.instructions')}>
        <ContentMarkdown source={content.body} headingLevel={3} lang={content.lang} />
      </ContentSection>
      <HowToSubmit content={content} />
      {submission && (
        <SubmissionSummary
          submission={submission}
          passed={content.passed}
          passMarkPercent={content.assignment.pass_mark_percent}
        />
      )}
      {open && !submission && (
        <ContentSection title={t('content.assignment.handIn')} framed>
          <SubmissionForm content={content} />
        </ContentSection>
      )}
      {open && submission && !changing && (
        <Box>
          <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setChanging(true)}>
            {t(
              submission.status === 'returned'
                ? 'content.assignment.handInAgain'
                : 'content.assignment.change',
            )}
          </Button>
        </Box>
      )}
      {open && submission && changing && (
        <ContentSection title={t('content.assignment.changeTitle')} framed>
          <Suspense fallback={<LoadingScreen />}>
            <SubmissionForm
              content={content}
              onSubmitted={() => setChanging(false)}
              onCancel={() => setChanging(false)}
            />
          </Suspense>
        </ContentSection>
      )}
      {!open && !graded && !readOnly && <Alert severity="info">{t('content.assignment.closed')}</Alert>}
    </Stack>
  );
}
