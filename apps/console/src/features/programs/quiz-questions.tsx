import {
  type TStaffContent,
  type TStaffQuestion,
  type TStaffQuestions,
  listStaffQuestions,
  removeStaffQuestion,
} from '@portal/contract';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { call } from '../../lib/api';
import { QuestionDialog } from './question-dialog';
import { otherLanguage } from '../../lib/other-language';

/** A question as the list shows it: its kind and marks, and a choice's options with the right ones. */
function summaryOf(question: TStaffQuestion, translate: (key: string, options?: object) => string) {
  const worth = translate('console.questions.worth', { smart_count: question.marks });
  if (question.question_type === 'subjective')
    return `${translate('console.questions.kinds.subjective')} · ${worth}`;
  const options = question.options.map((o) => `${o.correct ? '✓' : '✗'} ${o.text}`).join('  ');
  return `${worth} · ${options}`;
}

/** A quiz's questions in order: added, changed and removed, as long as no student has taken it. */
export function QuizQuestions() {
  const item = useRecordContext<TStaffContent>();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ question: TStaffQuestion | null } | null>(null);
  const [removing, setRemoving] = useState<TStaffQuestion | null>(null);
  const key = ['staff-quiz-questions', item?.id];
  const { data } = useQuery({
    queryKey: key,
    queryFn: () => call(listStaffQuestions, { params: { id: item!.id } }),
    enabled: item?.content_type === 'quiz',
  });
  const show = (questions: TStaffQuestions) => queryClient.setQueryData(key, questions);
  const remove = useMutation({
    mutationFn: (question: TStaffQuestion) => call(removeStaffQuestion, { params: { id: question.id } }),
    onSuccess: show,
    onError: (error) => notify(error.message, { type: 'error' }),
    onSettled: () => setRemoving(null),
  });
  if (!item || !data) return null;
  const other = otherLanguage(item.default_language);
  return (
    <Box component="section" aria-labelledby="questions-title" sx={{ p: 2 }}>
      <Typography id="questions-title" component="h2" variant="h6">
        {translate('console.questions.title')}
      </Typography>
      {data.taken && (
        <Alert severity="info" sx={{ my: 1 }}>
          {translate('console.questions.taken')}
        </Alert>
      )}
      <List component="ol" sx={{ listStyle: 'decimal', pl: 3 }}>
        {data.results.map((question) => (
          <ListItem
            key={question.id}
            sx={{ display: 'list-item', pr: 12 }}
            secondaryAction={
              <Box sx={{ display: 'flex' }}>
                <IconButton
                  aria-label={translate('console.questions.editNamed', { text: question.text })}
                  onClick={() => setEditing({ question })}
                >
                  <EditIcon />
                </IconButton>
                <IconButton
                  aria-label={translate('console.questions.removeNamed', { text: question.text })}
                  disabled={data.taken || data.results.length === 1}
                  onClick={() => setRemoving(question)}
                >
                  <DeleteIcon />
                </IconButton>
              </Box>
            }
          >
            <ListItemText primary={question.text} secondary={summaryOf(question, translate)} />
          </ListItem>
        ))}
      </List>
      <Button
        startIcon={<AddIcon />}
        variant="outlined"
        disabled={data.taken}
        onClick={() => setEditing({ question: null })}
      >
        {translate('console.questions.add')}
      </Button>
      {editing && (
        <QuestionDialog
          quiz={item.id}
          question={editing.question}
          other={other}
          locked={data.taken}
          onSaved={show}
          onClose={() => setEditing(null)}
        />
      )}
      <Confirm
        isOpen={removing !== null}
        loading={remove.isPending}
        title="console.questions.removeTitle"
        content="console.questions.removeText"
        translateOptions={{ text: removing?.text ?? '' }}
        confirm="ra.action.delete"
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
