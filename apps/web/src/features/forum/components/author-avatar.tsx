import Avatar from '@mui/material/Avatar';
import type { TForumPost } from '@portal/contract';

/** The author's initials; their name is always written beside it, so the avatar itself is decoration. */
export function AuthorAvatar({ author, size = 40 }: { author: TForumPost['author']; size?: number }) {
  return (
    <Avatar
      aria-hidden
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        // another author's initials take the theme's avatar colours
        ...(author.is_me && { bgcolor: 'primary.main', color: 'primary.contrastText' }),
      }}
    >
      {author.initials}
    </Avatar>
  );
}
