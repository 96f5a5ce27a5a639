import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import HomeWorkIcon from '@mui/icons-material/HomeWorkOutlined';
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import PlayCircleIcon from '@mui/icons-material/PlayCircleOutlined';
import QuizIcon from '@mui/icons-material/QuizOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { TContentType } from '@portal/contract';
import type { ComponentType } from 'react';

const ICONS: Record<TContentType, ComponentType<SvgIconProps>> = {
  lesson: MenuBookIcon,
  quiz: QuizIcon,
  assignment: AssignmentIcon,
  document: DescriptionIcon,
  video: PlayCircleIcon,
  in_class_quota: EventAvailableIcon,
  quota: TaskAltIcon,
  homework: HomeWorkIcon,
};

/** The icon of a content type, as the room's outline shows it. */
export function ContentTypeIcon({ type, ...props }: { type: TContentType } & SvgIconProps) {
  const Icon = ICONS[type];
  return <Icon {...props} />;
}
