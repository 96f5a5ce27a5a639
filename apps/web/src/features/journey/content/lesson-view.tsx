import { useEffect } from 'react';
import { ContentMarkdown } from './content-markdown';
import type { TLessonContent } from './content-types';
import { useRecordView } from './use-record-view';

/** A lesson is read once it is opened: the view-content call completes it. */
export function LessonView({ content, readOnly }: { content: TLessonContent; readOnly: boolean }) {
  const recordView = useRecordView(content, readOnly);
  useEffect(() => recordView(), [recordView]);
  return <ContentMarkdown source={content.body} />;
}
