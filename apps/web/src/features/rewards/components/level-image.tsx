import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import Avatar from '@mui/material/Avatar';

type LevelImageProps = {
  src: string | null | undefined;
  size: number;
  /** A level not reached yet, shown greyed out. */
  locked?: boolean;
};

/** A level's badge, or a medal when the school gave it no image; the level's name is always shown beside it. */
export function LevelImage({ src, size, locked = false }: LevelImageProps) {
  return (
    <Avatar
      src={src ?? undefined}
      alt=""
      variant="rounded"
      sx={{
        width: size,
        height: size,
        bgcolor: 'action.selected',
        color: 'primary.main',
        filter: locked ? 'grayscale(1)' : undefined,
        opacity: locked ? 0.6 : 1,
        '& svg': { fontSize: size * 0.6 },
      }}
    >
      <MilitaryTechIcon aria-hidden />
    </Avatar>
  );
}
