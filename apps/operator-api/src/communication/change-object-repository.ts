import { sql } from 'kysely';
import { ChangeObjectDetailsSchema, ChangeObjectKindSchema, ChangeObjectStatusSchema } from '@resident/contract';
import type {
  AdminChangeObject,
  ChangeObject,
  ChangeObjectComment,
  ChangeObjectDetails,
  ChangeObjectKind,
  ChangeObjectStatus,
  Page,
} from '@resident/contract';
import type { Row } from '../db/database-schema.ts';
import { all, first } from '../db/store/store.ts';
import type { Db, Store } from '../db/store/store.ts';
import { documentsOf, inFilter, iso, oneOf, pageResult, ratingOf, writeDocuments } from './communication-rows.ts';
import type { NewDocument } from './communication-rows.ts';

interface ChangeObjectRow {
  id: number;
  user_id: number;
  login: string;
  contragent_id: number;
  request_number: string;
  kind: string;
  status: string;
  details: string | null;
  object_address: string | null;
  created_at: number;
  updated_at: number | null;
  rating: number | null;
  rating_comment: string | null;
  rated_at: number | null;
  unread_count: number;
  last_comment_id: number | null;
}

type Author = 'resident' | 'operator';
type CommentRow = Omit<Row<'change_object_comments'>, 'author'> & { author: Author };

export interface ChangeObjectListFilter {
  page: number;
  size: number;
  status?: readonly ChangeObjectStatus[];
  kind?: readonly ChangeObjectKind[];
}

export interface NewChangeObject {
  userId: number;
  contragentId: number;
  details: ChangeObjectDetails;
  /** The resident's first comment (the request text). */
  comment: string;
  documents: readonly NewDocument[];
  at: number;
}

/** Which request the resident addresses: their own, under the account in the path. */
export interface ChangeObjectOwner {
  userId: number;
  contragentId: number;
}

export interface ChangeObjectRepository {
  listOf(owner: ChangeObjectOwner, filter: ChangeObjectListFilter): Promise<Page<ChangeObject>>;
  listAll(filter: Pick<ChangeObjectListFilter, 'page' | 'size' | 'status'>): Promise<Page<AdminChangeObject>>;
  /** The request if it is the owner's under that account; without an owner: any (operator). */
  find(id: number, owner?: ChangeObjectOwner): Promise<AdminChangeObject | undefined>;
  /** All comments, oldest first, with their documents. */
  comments(id: number): Promise<ChangeObjectComment[]>;
  /** Stores the request with the next number ('П-000124' after 'П-000123') and its first comment. */
  create(request: NewChangeObject): Promise<ChangeObject>;
  /** Adds a comment; an operator's comment takes a 'new' request 'in_progress'. Operator comments start unread. */
  addComment(
    id: number,
    author: 'resident' | 'operator',
    text: string,
    documents: readonly NewDocument[],
    at: number,
  ): Promise<ChangeObjectComment>;
  rate(id: number, value: number, comment: string, at: number): Promise<void>;
  /** Reopening ('new') forgets the mark. */
  setStatus(id: number, status: ChangeObjectStatus, at: number): Promise<void>;
  /** Marks the request's operator comments read; false when the request is not the user's. */
  markRead(userId: number, id: number): Promise<boolean>;
}

const STATUSES = ChangeObjectStatusSchema.options;
const KINDS = ChangeObjectKindSchema.options;

export const changeObjectRequestNumber = (sequence: number) => `П-${String(sequence).padStart(6, '0')}`;

const OBJECT_SELECT = sql`SELECT o.id, o.user_id, u.login, o.contragent_id, o.request_number, o.kind, o.status, o.details,
    r.address AS object_address, o.created_at, o.updated_at, o.rating, o.rating_comment, o.rated_at,
    (SELECT count(*) FROM change_object_comments x
      WHERE x.change_object_id = o.id AND x.author = 'operator' AND x.read_by_resident = 0) AS unread_count,
    (SELECT x.id FROM change_object_comments x WHERE x.change_object_id = o.id
      ORDER BY x.created_at DESC, x.id DESC LIMIT 1) AS last_comment_id
  FROM change_objects o
  JOIN users u ON u.id = o.user_id
  LEFT JOIN real_estate_objects r ON r.id = o.object_id AND r.contragent_id = o.contragent_id`;

const COMMENT_COLUMNS = ['id', 'change_object_id', 'author', 'text', 'created_at', 'read_by_resident'] as const;

function ownerFilter(owner: ChangeObjectOwner, filter: ChangeObjectListFilter) {
  return sql`WHERE o.user_id = ${owner.userId} AND o.contragent_id = ${owner.contragentId}${inFilter(sql`o.status`, filter.status)}${inFilter(sql`o.kind`, filter.kind)}`;
}

const allFilter = (status: readonly ChangeObjectStatus[] | undefined) =>
  status && status.length > 0 ? sql`WHERE o.status IN (${sql.join(status)})` : sql``;

const NEWEST_FIRST = sql`ORDER BY coalesce(o.updated_at, o.created_at) DESC, o.id DESC`;

/** The real-estate object a request names (requests from the objects screen), else null. */
export function objectIdOf(details: ChangeObjectDetails): number | null {
  return 'objectId' in details && details.objectId !== undefined ? details.objectId : null;
}

function detailsOf(json: string | null): ChangeObjectDetails | null {
  if (json === null) return null;
  const parsed = ChangeObjectDetailsSchema.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
}

/** The resident's view of a request: without the operator-side owner fields. */
export function residentChangeObject({
  userId: _userId,
  login: _login,
  ...changeObject
}: AdminChangeObject): ChangeObject {
  return changeObject;
}

/** On the async store: the same SQL on SQLite and PostgreSQL. */
export function createChangeObjectRepository(store: Store): ChangeObjectRepository {
  const { db } = store;

  async function toComments(tx: Db, rows: readonly CommentRow[]): Promise<ChangeObjectComment[]> {
    const documents = await documentsOf(
      tx,
      'change_object_comment_id',
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      id: row.id,
      changeObjectId: row.change_object_id,
      author: row.author,
      text: row.text,
      created: iso(row.created_at),
      read: row.author === 'resident' || row.read_by_resident === 1,
      documents: documents.get(row.id) ?? [],
    }));
  }

  async function commentsById(tx: Db, ids: readonly number[]): Promise<Map<number, ChangeObjectComment>> {
    if (ids.length === 0) return new Map();
    const rows = await tx
      .selectFrom('change_object_comments')
      .select(COMMENT_COLUMNS)
      .where('id', 'in', [...new Set(ids)])
      .$narrowType<{ author: Author }>()
      .execute();
    return new Map((await toComments(tx, rows)).map((comment) => [comment.id, comment]));
  }

  async function toChangeObjects(rows: readonly ChangeObjectRow[]): Promise<AdminChangeObject[]> {
    const last = await commentsById(
      db,
      rows.flatMap((row) => (row.last_comment_id === null ? [] : [row.last_comment_id])),
    );
    return rows.map((row) => ({
      id: row.id,
      requestNumber: row.request_number,
      kind: oneOf(KINDS, row.kind, 'wrong-charge'),
      status: oneOf(STATUSES, row.status, 'new'),
      contragentId: row.contragent_id,
      created: iso(row.created_at),
      updated: iso(row.updated_at ?? row.created_at),
      details: detailsOf(row.details),
      ...(row.object_address === null ? {} : { objectAddress: row.object_address }),
      lastComment: (row.last_comment_id === null ? undefined : last.get(row.last_comment_id)) ?? null,
      unreadCount: row.unread_count,
      rating: ratingOf(row),
      userId: row.user_id,
      login: row.login,
    }));
  }

  async function find(id: number, owner?: ChangeObjectOwner): Promise<AdminChangeObject | undefined> {
    const own =
      owner === undefined ? sql`` : sql` AND o.user_id = ${owner.userId} AND o.contragent_id = ${owner.contragentId}`;
    const row = await first(db, sql<ChangeObjectRow>`${OBJECT_SELECT} WHERE o.id = ${id}${own}`);
    return row ? (await toChangeObjects([row]))[0] : undefined;
  }

  /** Inside a transaction of the caller's. */
  async function addComment(
    tx: Db,
    id: number,
    author: Author,
    text: string,
    documents: readonly NewDocument[],
    at: number,
  ) {
    const owner = await tx.selectFrom('change_objects').select('user_id').where('id', '=', id).executeTakeFirst();
    if (!owner) throw new Error(`change object ${id} does not exist`);
    const comment = await tx
      .insertInto('change_object_comments')
      .values({ change_object_id: id, author, text, created_at: at, read_by_resident: author === 'resident' ? 1 : 0 })
      .returning('id')
      .executeTakeFirstOrThrow(() => new Error('comment was not stored'));
    await writeDocuments(tx, owner.user_id, { commentId: comment.id }, documents, at);
    const status =
      author === 'operator' ? sql`, status = CASE WHEN status = 'new' THEN 'in_progress' ELSE status END` : sql``;
    await sql`UPDATE change_objects SET updated_at = ${at}${status} WHERE id = ${id}`.execute(tx);
    return comment.id;
  }

  return {
    async listOf(owner, filter) {
      const where = ownerFilter(owner, filter);
      const rows = await all(
        db,
        sql<ChangeObjectRow>`${OBJECT_SELECT} ${where} ${NEWEST_FIRST} LIMIT ${filter.size} OFFSET ${(filter.page - 1) * filter.size}`,
      );
      const total = (await first(db, sql<{ n: number }>`SELECT count(*) AS n FROM change_objects o ${where}`))?.n ?? 0;
      return pageResult((await toChangeObjects(rows)).map(residentChangeObject), total, filter.page, filter.size);
    },
    async listAll(filter) {
      const where = allFilter(filter.status);
      const rows = await all(
        db,
        sql<ChangeObjectRow>`${OBJECT_SELECT} ${where} ${NEWEST_FIRST} LIMIT ${filter.size} OFFSET ${(filter.page - 1) * filter.size}`,
      );
      const total = (await first(db, sql<{ n: number }>`SELECT count(*) AS n FROM change_objects o ${where}`))?.n ?? 0;
      return pageResult(await toChangeObjects(rows), total, filter.page, filter.size);
    },
    find,
    async comments(id) {
      return toComments(
        db,
        await db
          .selectFrom('change_object_comments')
          .select(COMMENT_COLUMNS)
          .where('change_object_id', '=', id)
          .orderBy('created_at')
          .orderBy('id')
          .$narrowType<{ author: Author }>()
          .execute(),
      );
    },
    async create(request) {
      const id = await store.transaction(async (tx) => {
        const sequence =
          (
            await first(
              tx,
              sql<{ next: number }>`SELECT coalesce(max(CAST(substr(request_number, 3) AS INTEGER)), 0) + 1 AS next
                FROM change_objects WHERE request_number LIKE 'П-%'`,
            )
          )?.next ?? 1;
        const { kind } = request.details;
        const row = await tx
          .insertInto('change_objects')
          .values({
            user_id: request.userId,
            contragent_id: request.contragentId,
            request_number: changeObjectRequestNumber(sequence),
            kind,
            status: 'new',
            details: JSON.stringify(request.details),
            created_at: request.at,
            updated_at: request.at,
            object_id: objectIdOf(request.details),
          })
          .returning('id')
          .executeTakeFirstOrThrow(() => new Error('change object was not stored'));
        await addComment(tx, row.id, 'resident', request.comment, request.documents, request.at);
        return row.id;
      });
      const created = await find(id);
      if (!created) throw new Error('change object was not stored');
      return residentChangeObject(created);
    },
    async addComment(id, author, text, documents, at) {
      const commentId = await store.transaction((tx) => addComment(tx, id, author, text, documents, at));
      const comment = (await commentsById(db, [commentId])).get(commentId);
      if (!comment) throw new Error('comment was not stored');
      return comment;
    },
    async rate(id, value, comment, at) {
      await db
        .updateTable('change_objects')
        .set({ rating: value, rating_comment: comment, rated_at: at, updated_at: at })
        .where('id', '=', id)
        .execute();
    },
    async setStatus(id, status, at) {
      const forget = status === 'new' ? { rating: null, rating_comment: null, rated_at: null } : {};
      await db
        .updateTable('change_objects')
        .set({ status, updated_at: at, ...forget })
        .where('id', '=', id)
        .execute();
    },
    async markRead(userId, id) {
      const own = await db
        .selectFrom('change_objects')
        .select('id')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!own) return false;
      await db
        .updateTable('change_object_comments')
        .set({ read_by_resident: 1 })
        .where('change_object_id', '=', id)
        .where('author', '=', 'operator')
        .where('read_by_resident', '=', 0)
        .execute();
      return true;
    },
  };
}
