import { ContentMarkdown } from './content-markdown';
import type { TLessonContent } from './content-types';
import { useRecordViewOnOpen } from './use-record-view';

/** A lesson is read once it is opened: the view-content call completes it. */
export function LessonView({ content, readOnly }: { content: TLessonContent; readOnly: boolean }) {
  useRecordViewOnOpen(content, readOnly);
  return <ContentMarkdown source={content.body} lang={content.lang} />;
}
