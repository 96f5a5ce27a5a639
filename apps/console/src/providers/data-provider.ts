import {
  type Operation,
  getDocumentReview,
  getStaffMember,
  getStudentRecord,
  inviteStaffMember,
  listAuditEntries,
  listDocumentReviews,
  listStaffMembers,
  listStudentRecords,
  updateStaffMember,
} from '@portal/contract';
import type { DataProvider, GetListParams } from 'react-admin';
import { call } from '../lib/api';

/** The staff API's calls behind each of the console's resources. */
const RESOURCES: Record<
  string,
  { list: Operation; one?: Operation; create?: Operation; update?: Operation }
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

const listOf = (name: string, params: Partial<GetListParams>) =>
  call(resourceOf(name).list, { query: listQuery(params) } as never) as Promise<Page>;

const oneOf = (name: string, id: unknown) => {
  const one = resourceOf(name).one;
  if (!one) throw new Error(`${name} has no page of its own`);
  return call(one, { params: { id } } as never);
};

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
    const create = resourceOf(resource).create;
    if (!create) throw new Error(`${resource} cannot be created`);
    return { data: (await call(create, { body: data } as never)) as never };
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
    return { data: (await call(update, { params: { id }, body: changed } as never)) as never };
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
