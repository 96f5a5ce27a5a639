import DescriptionIcon from '@mui/icons-material/Description';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import GradingIcon from '@mui/icons-material/Grading';
import PaymentsIcon from '@mui/icons-material/Payments';
import EventIcon from '@mui/icons-material/Event';
import VideoCallIcon from '@mui/icons-material/VideoCall';
import HistoryIcon from '@mui/icons-material/History';
import SettingsIcon from '@mui/icons-material/Settings';
import ForumIcon from '@mui/icons-material/Forum';
import WorkHistoryIcon from '@mui/icons-material/WorkHistory';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import PeopleIcon from '@mui/icons-material/People';
import AssessmentIcon from '@mui/icons-material/Assessment';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import SchoolIcon from '@mui/icons-material/School';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { STAFF_ROLES, type StaffPermission, type StaffRole, roleAllows } from '@portal/contract';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { AuditList } from './features/audit/audit-list';
import { BackgroundWorkPage } from './features/background-work/background-work-page';
import { CodePage } from './features/account/code-page';
import { CertificateList } from './features/certificates/certificate-list';
import { CertificateShow } from './features/certificates/certificate-show';
import { DocumentReviewList } from './features/documents/document-review-list';
import { EnrolmentCreate } from './features/enrolments/enrolment-create';
import { EnrolmentEdit } from './features/enrolments/enrolment-edit';
import { EnrolmentShow } from './features/enrolments/enrolment-facts';
import { EnrolmentList } from './features/enrolments/enrolment-list';
import { DocumentReviewShow } from './features/documents/document-review-show';
import { SetPasswordPage } from './features/account/set-password-page';
import { TwoFactorPage } from './features/account/two-factor-page';
import { GradingList } from './features/grading/grading-list';
import { GradingShow } from './features/grading/grading-show';
import { ContentFolderPage } from './features/content/content-folder-page';
import { ContentCreate } from './features/programs/content-create';
import { ContentEdit } from './features/programs/content-edit';
import { ProgramEdit } from './features/programs/program-edit';
import { ProgramList } from './features/programs/program-list';
import { ProgramShow } from './features/programs/program-show';
import { ForumPostList } from './features/forum-posts/forum-post-list';
import { ForumPostShow } from './features/forum-posts/forum-post-show';
import { LiveSessionCreate } from './features/live-sessions/live-session-create';
import { LiveSessionEdit } from './features/live-sessions/live-session-edit';
import { LiveSessionList } from './features/live-sessions/live-session-list';
import { LiveSessionShow } from './features/live-sessions/live-session-show';
import { HomePage } from './features/home/home-page';
import { InstituteSettings } from './features/settings/institute-settings';
import { InstallmentList } from './features/installments/installment-list';
import { InstallmentShow } from './features/installments/installment-show';
import { PracticeEntryList } from './features/attendance/practice-entry-list';
import { PracticeEntryShow } from './features/attendance/practice-entry-show';
import { PaymentCreate } from './features/payments/payment-create';
import { PaymentList } from './features/payments/payment-list';
import { PaymentShow } from './features/payments/payment-show';
import { StaffMemberCreate } from './features/staff-members/staff-member-create';
import { StaffMemberEdit } from './features/staff-members/staff-member-edit';
import { StaffMemberList } from './features/staff-members/staff-member-list';
import { ReportsPage } from './features/reports/reports-page';
import { StudentList } from './features/students/student-list';
import { SupportRequestList } from './features/support-requests/support-request-list';
import { SupportRequestShow } from './features/support-requests/support-request-show';
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
        const allows = (need: StaffPermission) => isRole(role) && roleAllows(role, need);
        return (
          <>
            <CustomRoutes noLayout>
              <Route path="/set-password" element={<SetPasswordPage />} />
              <Route path={TWO_FACTOR_CODE} element={<CodePage />} />
              <Route path={TWO_FACTOR_SETUP} element={<TwoFactorPage />} />
            </CustomRoutes>
            {allows({ resource: 'students', action: 'read' }) && (
              <Resource
                name="students"
                list={StudentList}
                show={StudentShow}
                icon={SchoolIcon}
                recordRepresentation="name"
              />
            )}
            {allows({ resource: 'enrolments', action: 'read' }) && (
              <Resource
                name="enrolments"
                list={EnrolmentList}
                show={EnrolmentShow}
                edit={allows({ resource: 'enrolments', action: 'update' }) ? EnrolmentEdit : undefined}
                create={allows({ resource: 'enrolments', action: 'update' }) ? EnrolmentCreate : undefined}
                icon={HowToRegIcon}
                recordRepresentation={(enrolment) => `${enrolment.student.name} · ${enrolment.program.name}`}
              />
            )}
            {allows({ resource: 'documents', action: 'read' }) && (
              <Resource
                name="documents"
                list={DocumentReviewList}
                show={DocumentReviewShow}
                icon={DescriptionIcon}
                recordRepresentation={(review) => review.requirement.name}
              />
            )}
            {allows({ resource: 'grading', action: 'read' }) && (
              <Resource
                name="grading"
                list={GradingList}
                show={GradingShow}
                icon={GradingIcon}
                recordRepresentation={(work) => work.item.name}
              />
            )}
            {allows({ resource: 'certificates', action: 'read' }) && (
              <Resource
                name="certificates"
                list={CertificateList}
                show={CertificateShow}
                icon={WorkspacePremiumIcon}
                recordRepresentation="code"
              />
            )}
            {allows({ resource: 'attendance', action: 'read' }) && (
              <Resource
                name="practice-entries"
                list={PracticeEntryList}
                show={PracticeEntryShow}
                icon={EventAvailableIcon}
                recordRepresentation={(entry) => entry.item.name}
              />
            )}
            {allows({ resource: 'payments', action: 'read' }) && (
              <Resource
                name="payments"
                list={PaymentList}
                show={PaymentShow}
                create={allows({ resource: 'payments', action: 'record' }) ? PaymentCreate : undefined}
                icon={PaymentsIcon}
                recordRepresentation={(payment) => payment.student.name}
              />
            )}
            {allows({ resource: 'payments', action: 'read' }) && (
              <Resource
                name="installments"
                list={InstallmentList}
                show={InstallmentShow}
                icon={EventIcon}
                recordRepresentation={(installment) => installment.student.name}
              />
            )}
            {allows({ resource: 'support', action: 'read' }) && (
              <Resource
                name="support-requests"
                list={SupportRequestList}
                show={SupportRequestShow}
                icon={SupportAgentIcon}
                recordRepresentation="subject"
              />
            )}
            {allows({ resource: 'reports', action: 'export' }) && (
              // a page of its own, in the menu: downloads, no records
              <Resource name="reports" list={ReportsPage} icon={AssessmentIcon} />
            )}
            {allows({ resource: 'staff', action: 'read' }) && (
              <Resource
                name="staff-members"
                list={StaffMemberList}
                create={StaffMemberCreate}
                edit={StaffMemberEdit}
                icon={PeopleIcon}
                recordRepresentation="name"
              />
            )}
            {allows({ resource: 'audit', action: 'read' }) && (
              <Resource name="audit-entries" list={AuditList} icon={HistoryIcon} />
            )}
            {allows({ resource: 'live', action: 'read' }) && (
              <Resource
                name="live-sessions"
                list={LiveSessionList}
                show={LiveSessionShow}
                create={allows({ resource: 'live', action: 'update' }) ? LiveSessionCreate : undefined}
                edit={allows({ resource: 'live', action: 'update' }) ? LiveSessionEdit : undefined}
                icon={VideoCallIcon}
                recordRepresentation="title"
              />
            )}
            {allows({ resource: 'forum', action: 'read' }) && (
              <Resource
                name="forum-posts"
                list={ForumPostList}
                show={ForumPostShow}
                icon={ForumIcon}
                recordRepresentation={(post) => post.thread.title}
              />
            )}
            {allows({ resource: 'content', action: 'read' }) && (
              <Resource
                name="programs"
                list={ProgramList}
                edit={allows({ resource: 'content', action: 'update' }) ? ProgramEdit : undefined}
                show={ProgramShow}
                icon={MenuBookIcon}
                recordRepresentation="name"
              />
            )}
            {allows({ resource: 'content', action: 'update' }) && (
              // reached from its program's outline, not the menu
              <Resource
                name="contents"
                create={ContentCreate}
                edit={ContentEdit}
                recordRepresentation="name"
              />
            )}
            {allows({ resource: 'content', action: 'import' }) && (
              <Resource name="content-folder" list={ContentFolderPage} icon={UploadFileIcon} />
            )}
            {allows({ resource: 'settings', action: 'read' }) && (
              <Resource name="background-work" list={BackgroundWorkPage} icon={WorkHistoryIcon} />
            )}
            {allows({ resource: 'settings', action: 'read' }) && (
              // one record: its page is the resource's own
              <Resource name="institute" list={InstituteSettings} icon={SettingsIcon} />
            )}
          </>
        );
      }}
    </Admin>
  );
}
