import { type TStaffProgram, uploadStaffProgramImage } from '@portal/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { FileUpload } from '../../components/file-upload';
import { upload } from '../../lib/api';

/** The program's picture on the catalogue's card and page, replaced by a new one. */
export function ProgramImage() {
  const program = useRecordContext<TStaffProgram>();
  const translate = useTranslate();
  if (!program) return null;
  return (
    <Box component="section" aria-labelledby="picture-title" sx={{ p: 2 }}>
      <Typography id="picture-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {translate('console.programs.picture')}
      </Typography>
      {program.image ? (
        <Box
          component="img"
          src={program.image}
          alt={translate('console.programs.pictureAlt', { name: program.name })}
          sx={{ display: 'block', maxWidth: 320, maxHeight: 180, mb: 2, borderRadius: 1 }}
        />
      ) : (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('console.programs.noPicture')}
        </Typography>
      )}
      <FileUpload
        label={translate('console.programs.newPicture')}
        help={translate('console.media.imageHelp')}
        accept=".png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp"
        send={(form) => upload(uploadStaffProgramImage, form, { params: { id: program.id } })}
      />
    </Box>
  );
}
