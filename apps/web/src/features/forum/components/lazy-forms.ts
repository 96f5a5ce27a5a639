import { lazyComponent } from '../../../lib/lazy-component';

// the forms bring react-hook-form, zod and MUI's text fields, which reading the forum never needs

export const NewThreadForm = lazyComponent(
  'NewThreadForm',
  () => import('./new-thread-form'),
  (m) => m.NewThreadForm,
);

export const ReplyForm = lazyComponent(
  'ReplyForm',
  () => import('./reply-form'),
  (m) => m.ReplyForm,
);

export const PostEditForm = lazyComponent(
  'PostEditForm',
  () => import('./post-edit-form'),
  (m) => m.PostEditForm,
);
