import { DocumentList } from '../../features/documents/components/document-list';
import { ProfilePage } from '../../features/profile/pages/profile-page';

/** The profile with its documents card: two features, composed here so neither imports the other. */
export function ProfileRoute() {
  return <ProfilePage documents={<DocumentList />} />;
}
