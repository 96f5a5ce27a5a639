import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslate } from 'react-admin';

/** A refused folder's problems, file by file, each led by its line as the server says it. */
export function ImportProblems({ problems }: { problems: Record<string, string[]> }) {
  const translate = useTranslate();
  return (
    <Alert severity="error">
      <AlertTitle>{translate('console.content.refused')}</AlertTitle>
      {Object.entries(problems).map(([file, messages]) => (
        <section key={file}>
          <strong>{file}</strong>
          <ul>
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </section>
      ))}
    </Alert>
  );
}
