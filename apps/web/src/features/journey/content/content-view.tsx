import type { TContent } from '@portal/contract';
import Stack from '@mui/material/Stack';
import { Suspense } from 'react';
import { LoadingScreen } from '../../../components/loading-screen';
import { AssignmentView } from './assignment-view';
import { ContentFacts } from './content-facts';
import { DocumentView } from './document-view';
import { LessonView } from './lesson-view';
import { QuizView } from './quiz-view';
import { QuotaView } from './quota-view';
import { VideoView } from './video-view';

type ContentViewProps = {
  content: TContent;
  courseId: number;
  /** A graduate's view-only access: everything shows, nothing is recorded or submitted. */
  readOnly: boolean;
};

function ContentBody({ content, courseId, readOnly }: ContentViewProps) {
  switch (content.content_type) {
    case 'lesson':
      return <LessonView content={content} readOnly={readOnly} />;
    case 'video':
      return <VideoView content={content} readOnly={readOnly} />;
    case 'document':
      return <DocumentView content={content} readOnly={readOnly} />;
    case 'assignment':
    case 'homework':
      return <AssignmentView content={content} readOnly={readOnly} />;
    case 'in_class_quota':
    case 'quota':
      return <QuotaView content={content} readOnly={readOnly} />;
    case 'quiz':
      return <QuizView content={content} courseId={courseId} readOnly={readOnly} />;
  }
}

/**
 * What the room's content area shows for one item, by its type. The room's h1 names the item, so the
 * views start at h2.
 */
export function ContentView({ content, courseId, readOnly }: ContentViewProps) {
  return (
    // the item shows whole once its Markdown renderer (and form) have loaded, as the area did while fetching it
    <Suspense fallback={<LoadingScreen />}>
      <Stack spacing={3}>
        <ContentFacts content={content} />
        {/* keyed, so moving to another item starts its view afresh (player position, form, recorded view) */}
        <ContentBody key={content.id} content={content} courseId={courseId} readOnly={readOnly} />
      </Stack>
    </Suspense>
  );
}
