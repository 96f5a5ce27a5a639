import {
  type Operation,
  addStaffContent,
  enrolStudent,
  getStaffCertificate,
  getStaffSupportRequest,
  listStaffSupportRequests,
  listStaffCertificates,
  getStaffEnrolment,
  listStaffEnrolments,
  updateStaffEnrolment,
  getDocumentReview,
  getGradingWork,
  getLedgerPayment,
  getStaffInstallment,
  getStaffInstitute,
  getStaffContent,
  getStaffForumPost,
  listStaffForumPosts,
  getStaffLiveSession,
  listStaffLiveSessions,
  scheduleStaffLiveSession,
  updateStaffLiveSession,
  getStaffProgram,
  listStaffPrograms,
  updateStaffProgram,
  getPracticeEntryReview,
  getStaffMember,
  getStudentRecord,
  inviteStaffMember,
  listAuditEntries,
  listDocumentReviews,
  listGradingWorks,
  listLedgerPayments,
  listStaffInstallments,
  listPracticeEntryReviews,
  listStaffMembers,
  listStudentRecords,
  recordPaymentAtSchool,
  updateStaffContent,
  updateStaffInstitute,
  updateStaffMember,
} from '@portal/contract';
import type { DataProvider, GetListParams } from 'react-admin';
import { call } from '../lib/api';

/** The staff API's calls behind each of the console's resources. */
const RESOURCES: Record<
  string,
  {
    list?: Operation;
    one?: Operation;
    create?: Operation;
    /** The path's values of a create that is made under another record, such as an item's section. */
    createdUnder?: (data: Record<string, unknown>) => object;
    update?: Operation;
    /** One record whose calls take no id: the console's id for it stands in for the record's. */
    single?: true;
  }
> = {
  'staff-members': {
    list: listStaffMembers,
    one: getStaffMember,
    create: inviteStaffMember,
    update: updateStaffMember,
  },
  'audit-entries': { list: listAuditEntries },
  documents: { list: listDocumentReviews, one: getDocumentReview },
  students: { list: listStudentRecords, one: getStudentRecord },
  grading: { list: listGradingWorks, one: getGradingWork },
  'practice-entries': { list: listPracticeEntryReviews, one: getPracticeEntryReview },
  payments: { list: listLedgerPayments, one: getLedgerPayment, create: recordPaymentAtSchool },
  certificates: { list: listStaffCertificates, one: getStaffCertificate },
  'support-requests': { list: listStaffSupportRequests, one: getStaffSupportRequest },
  enrolments: {
    list: listStaffEnrolments,
    one: getStaffEnrolment,
    create: enrolStudent,
    update: updateStaffEnrolment,
  },
  installments: { list: listStaffInstallments, one: getStaffInstallment },
  institute: { one: getStaffInstitute, update: updateStaffInstitute, single: true },
  programs: { list: listStaffPrograms, one: getStaffProgram, update: updateStaffProgram },
  contents: {
    one: getStaffContent,
    create: addStaffContent,
    createdUnder: (data) => ({ id: data.section }),
    update: updateStaffContent,
  },
  'forum-posts': { list: listStaffForumPosts, one: getStaffForumPost },
  'live-sessions': {
    list: listStaffLiveSessions,
    one: getStaffLiveSession,
    create: scheduleStaffLiveSession,
    update: updateStaffLiveSession,
  },
};

type Page = { count: number; results: { id: string | number }[] };

function resourceOf(name: string) {
  const resource = RESOURCES[name];
  if (!resource) throw new Error(`No staff API for ${name}`);
  return resource;
}

/** A list's page, order, search and filters as the staff API's query. */
export function listQuery({ pagination, sort, filter }: Partial<GetListParams>) {
  const { q, ...filters } = (filter ?? {}) as Record<string, unknown>;
  const page = pagination ?? { page: 1, perPage: 25 };
  return {
    offset: (page.page - 1) * page.perPage,
    limit: page.perPage,
    ...(sort?.field && sort.field !== 'id'
      ? { ordering: `${sort.order === 'DESC' ? '-' : ''}${sort.field}` }
      : {}),
    ...(q ? { search: q } : {}),
    ...filters,
  };
}

function listOf(name: string, params: Partial<GetListParams>) {
  const list = resourceOf(name).list;
  if (!list) throw new Error(`${name} has no list`);
  return call(list, { query: listQuery(params) } as never) as Promise<Page>;
}

async function oneOf(name: string, id: unknown) {
  const { one, single } = resourceOf(name);
  if (!one) throw new Error(`${name} has no page of its own`);
  const record = await call(one, { params: { id } } as never);
  return single ? { ...(record as object), id } : record;
}

/** react-admin's data provider over the staff API: lists are paged, sorted and searched on the server. */
export const dataProvider: DataProvider = {
  async getList(resource, params) {
    const page = await listOf(resource, params);
    return { data: page.results as never[], total: page.count };
  },
  async getOne(resource, { id }) {
    return { data: (await oneOf(resource, id)) as never };
  },
  async getMany(resource, { ids }) {
    return { data: (await Promise.all(ids.map((id) => oneOf(resource, id)))) as never[] };
  },
  async getManyReference(resource, params) {
    const page = await listOf(resource, {
      ...params,
      filter: { ...params.filter, [params.target]: params.id },
    });
    return { data: page.results as never[], total: page.count };
  },
  async create(resource, { data }) {
    const { create, createdUnder } = resourceOf(resource);
    if (!create) throw new Error(`${resource} cannot be created`);
    const params = createdUnder?.(data as Record<string, unknown>);
    return { data: (await call(create, { body: data, ...(params && { params }) } as never)) as never };
  },
  async update(resource, { id, data, previousData }) {
    const update = resourceOf(resource).update;
    if (!update) throw new Error(`${resource} cannot be changed`);
    // only what the form changed, so that a change by another admin in between is not undone
    const changed = Object.fromEntries(
      Object.entries(data as Record<string, unknown>).filter(
        ([key, value]) =>
          JSON.stringify(value) !== JSON.stringify((previousData as Record<string, unknown>)[key]),
      ),
    );
    const record = await call(update, { params: { id }, body: changed } as never);
    return { data: (resourceOf(resource).single ? { ...(record as object), id } : record) as never };
  },
  async updateMany() {
    throw new Error('ra.notification.not_supported');
  },
  async delete() {
    throw new Error('ra.notification.not_supported');
  },
  async deleteMany() {
    throw new Error('ra.notification.not_supported');
  },
};
