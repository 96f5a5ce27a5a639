import DescriptionIcon from '@mui/icons-material/Description';
import HistoryIcon from '@mui/icons-material/History';
import PeopleIcon from '@mui/icons-material/People';
import SchoolIcon from '@mui/icons-material/School';
import { STAFF_ROLES, type StaffRole, roleAllows } from '@portal/contract';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { AuditList } from './features/audit/audit-list';
import { CodePage } from './features/account/code-page';
import { DocumentReviewList } from './features/documents/document-review-list';
import { DocumentReviewShow } from './features/documents/document-review-show';
import { SetPasswordPage } from './features/account/set-password-page';
import { TwoFactorPage } from './features/account/two-factor-page';
import { HomePage } from './features/home/home-page';
import { StaffMemberCreate } from './features/staff-members/staff-member-create';
import { StaffMemberEdit } from './features/staff-members/staff-member-edit';
import { StaffMemberList } from './features/staff-members/staff-member-list';
import { StudentList } from './features/students/student-list';
import { StudentShow } from './features/students/student-show';
import { i18nProvider } from './i18n/i18n-provider';
import { TWO_FACTOR_CODE, TWO_FACTOR_SETUP, authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';
import { consoleTheme, consoleDarkTheme } from './theme';

const isRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);

/** The staff console: each screen is there only for the roles that may use it, as the server decides too. */
export function ConsoleApp() {
  return (
    <Admin
      title="console.title"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      dashboard={HomePage}
      theme={consoleTheme}
      darkTheme={consoleDarkTheme}
      disableTelemetry
    >
      {(role: unknown) => {
        const allows = (resource: 'staff' | 'audit' | 'documents' | 'students', action: 'read') =>
          isRole(role) && roleAllows(role, { resource, action } as never);
        return (
          <>
            <CustomRoutes noLayout>
              <Route path="/set-password" element={<SetPasswordPage />} />
              <Route path={TWO_FACTOR_CODE} element={<CodePage />} />
              <Route path={TWO_FACTOR_SETUP} element={<TwoFactorPage />} />
            </CustomRoutes>
            {allows('students', 'read') && (
              <Resource
                name="students"
                list={StudentList}
                show={StudentShow}
                icon={SchoolIcon}
                recordRepresentation="name"
              />
            )}
            {allows('documents', 'read') && (
              <Resource
                name="documents"
                list={DocumentReviewList}
                show={DocumentReviewShow}
                icon={DescriptionIcon}
                recordRepresentation={(review) => review.requirement.name}
              />
            )}
            {allows('staff', 'read') && (
              <Resource
                name="staff-members"
                list={StaffMemberList}
                create={StaffMemberCreate}
                edit={StaffMemberEdit}
                icon={PeopleIcon}
                recordRepresentation="name"
              />
            )}
            {allows('audit', 'read') && <Resource name="audit-entries" list={AuditList} icon={HistoryIcon} />}
          </>
        );
      }}
    </Admin>
  );
}
