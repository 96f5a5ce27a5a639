import { zodResolver } from '@hookform/resolvers/zod';
import { ZForumPostBody } from '@portal/contract';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api-client';
import { fieldErrorText } from '../../../lib/api-errors';
import { withLocalMessages } from '../../../lib/forms/rule-messages';
import { postRefusal } from '../post-refusal';

/**
 * A post's text, checked by the contract's rule and saved by `save`; once saved, the form starts again
 * from `body` (a reply box empties). A refusal of the text is said under it, any other above the form,
 * and what was typed stays.
 */
type Body = z.output<typeof ZForumPostBody>;

export function usePostBodyForm(body: string, save: (values: Body) => Promise<void>) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(() => withLocalMessages(zodResolver(ZForumPostBody), t), [t]);
  const form = useForm<z.input<typeof ZForumPostBody>, unknown, Body>({
    resolver,
    defaultValues: { body },
  });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save(values);
      form.reset({ body });
    } catch (error) {
      if (!isApiError(error)) throw error;
      const bodyMessage = fieldErrorText(error, 'body', t);
      if (bodyMessage) form.setError('body', { type: 'server', message: bodyMessage });
      else setFormError(postRefusal(error, t));
    }
  });
  return { control: form.control, submit, formError };
}
