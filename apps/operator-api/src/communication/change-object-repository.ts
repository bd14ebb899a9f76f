import type { DatabaseSync } from 'node:sqlite';
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
import { typed } from '../db/rows.ts';
import { createTransaction } from '../db/transaction.ts';
import {
  createDocumentWriter,
  documentsJson,
  filterJson,
  iso,
  oneOf,
  pageResult,
  parseDocuments,
  ratingOf,
} from './communication-rows.ts';
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
  created_at: number;
  updated_at: number | null;
  rating: number | null;
  rating_comment: string | null;
  rated_at: number | null;
  unread_count: number;
  last_comment_id: number | null;
}

interface CommentRow {
  id: number;
  change_object_id: number;
  author: 'resident' | 'operator';
  text: string;
  created_at: number;
  read_by_resident: number;
  documents: string;
}

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
  listOf(owner: ChangeObjectOwner, filter: ChangeObjectListFilter): Page<ChangeObject>;
  listAll(filter: Pick<ChangeObjectListFilter, 'page' | 'size' | 'status'>): Page<AdminChangeObject>;
  /** The request if it is the owner's under that account; without an owner: any (operator). */
  find(id: number, owner?: ChangeObjectOwner): AdminChangeObject | undefined;
  /** All comments, oldest first, with their documents. */
  comments(id: number): ChangeObjectComment[];
  /** Stores the request with the next number ('П-000124' after 'П-000123') and its first comment. */
  create(request: NewChangeObject): ChangeObject;
  /** Adds a comment; an operator's comment takes a 'new' request 'in_progress'. Operator comments start unread. */
  addComment(id: number, author: 'resident' | 'operator', text: string, documents: readonly NewDocument[], at: number): ChangeObjectComment;
  rate(id: number, value: number, comment: string, at: number): void;
  /** Reopening ('new') forgets the mark. */
  setStatus(id: number, status: ChangeObjectStatus, at: number): void;
  /** Marks the request's operator comments read; false when the request is not the user's. */
  markRead(userId: number, id: number): boolean;
}

const STATUSES = ChangeObjectStatusSchema.options;
const KINDS = ChangeObjectKindSchema.options;

export const changeObjectRequestNumber = (sequence: number) => `П-${String(sequence).padStart(6, '0')}`;

const OBJECT_SELECT = `SELECT o.id, o.user_id, u.login, o.contragent_id, o.request_number, o.kind, o.status, o.details,
    o.created_at, o.updated_at, o.rating, o.rating_comment, o.rated_at,
    (SELECT count(*) FROM change_object_comments x
      WHERE x.change_object_id = o.id AND x.author = 'operator' AND x.read_by_resident = 0) AS unread_count,
    (SELECT x.id FROM change_object_comments x WHERE x.change_object_id = o.id
      ORDER BY x.created_at DESC, x.id DESC LIMIT 1) AS last_comment_id
  FROM change_objects o
  JOIN users u ON u.id = o.user_id`;

const COMMENT_SELECT = `SELECT m.id, m.change_object_id, m.author, m.text, m.created_at, m.read_by_resident,
    ${documentsJson('change_object_comment_id', 'm.id')}
  FROM change_object_comments m`;

// ?1 user, ?2 contragent, ?3 statuses (JSON) or null, ?4 kinds (JSON) or null.
const OWNER_FILTER = `WHERE o.user_id = ?1 AND o.contragent_id = ?2
  AND (?3 IS NULL OR o.status IN (SELECT value FROM json_each(?3)))
  AND (?4 IS NULL OR o.kind IN (SELECT value FROM json_each(?4)))`;
const ALL_FILTER = 'WHERE (?1 IS NULL OR o.status IN (SELECT value FROM json_each(?1)))';
const NEWEST_FIRST = 'ORDER BY coalesce(o.updated_at, o.created_at) DESC, o.id DESC';

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
export function residentChangeObject({ userId: _userId, login: _login, ...changeObject }: AdminChangeObject): ChangeObject {
  return changeObject;
}

export function createChangeObjectRepository(db: DatabaseSync): ChangeObjectRepository {
  const transaction = createTransaction(db);
  const writeDocuments = createDocumentWriter(db);

  type OwnerParams = [number, number, string | null, string | null];
  const listOf = typed<ChangeObjectRow, [...OwnerParams, number, number]>(db.prepare(`${OBJECT_SELECT} ${OWNER_FILTER} ${NEWEST_FIRST} LIMIT ?5 OFFSET ?6`));
  const countOf = typed<{ n: number }, OwnerParams>(db.prepare(`SELECT count(*) AS n FROM change_objects o ${OWNER_FILTER}`));
  const listAll = typed<ChangeObjectRow, [string | null, number, number]>(db.prepare(`${OBJECT_SELECT} ${ALL_FILTER} ${NEWEST_FIRST} LIMIT ?2 OFFSET ?3`));
  const countAll = typed<{ n: number }, [string | null]>(db.prepare(`SELECT count(*) AS n FROM change_objects o ${ALL_FILTER}`));
  const byId = typed<ChangeObjectRow, [number, number | null, number | null]>(
    db.prepare(`${OBJECT_SELECT} WHERE o.id = ?1 AND (?2 IS NULL OR (o.user_id = ?2 AND o.contragent_id = ?3))`),
  );
  const commentById = typed<CommentRow, [number]>(db.prepare(`${COMMENT_SELECT} WHERE m.id = ?`));
  const commentsOf = typed<CommentRow, [number]>(db.prepare(`${COMMENT_SELECT} WHERE m.change_object_id = ? ORDER BY m.created_at, m.id`));
  const nextSequence = typed<{ next: number }, []>(
    db.prepare(`SELECT coalesce(max(CAST(substr(request_number, 3) AS INTEGER)), 0) + 1 AS next
      FROM change_objects WHERE request_number LIKE 'П-%'`),
  );
  const insertObject = typed<{ id: number }, [number, number, string, string, string, number, number, number | null]>(
    db.prepare(`INSERT INTO change_objects (user_id, contragent_id, request_number, kind, status, details, created_at, updated_at, object_id)
      VALUES (?, ?, ?, ?, 'new', ?, ?, ?, ?) RETURNING id`),
  );
  const insertComment = typed<{ id: number }, [number, string, string, number, number]>(
    db.prepare(`INSERT INTO change_object_comments (change_object_id, author, text, created_at, read_by_resident)
      VALUES (?, ?, ?, ?, ?) RETURNING id`),
  );
  const ownerOf = typed<{ user_id: number }, [number]>(db.prepare('SELECT user_id FROM change_objects WHERE id = ?'));
  const afterComment = db.prepare(`UPDATE change_objects SET updated_at = ?2,
      status = CASE WHEN ?3 = 'operator' AND status = 'new' THEN 'in_progress' ELSE status END
    WHERE id = ?1`);
  const rate = db.prepare('UPDATE change_objects SET rating = ?, rating_comment = ?, rated_at = ?, updated_at = ? WHERE id = ?');
  const setStatus = db.prepare(`UPDATE change_objects SET status = ?1, updated_at = ?2,
      rating = CASE WHEN ?1 = 'new' THEN NULL ELSE rating END,
      rating_comment = CASE WHEN ?1 = 'new' THEN NULL ELSE rating_comment END,
      rated_at = CASE WHEN ?1 = 'new' THEN NULL ELSE rated_at END
    WHERE id = ?3`);
  const owns = typed<{ id: number }, [number, number]>(db.prepare('SELECT id FROM change_objects WHERE id = ? AND user_id = ?'));
  const markRead = db.prepare(
    "UPDATE change_object_comments SET read_by_resident = 1 WHERE change_object_id = ? AND author = 'operator' AND read_by_resident = 0",
  );

  function toComment(row: CommentRow): ChangeObjectComment {
    return {
      id: row.id,
      changeObjectId: row.change_object_id,
      author: row.author,
      text: row.text,
      created: iso(row.created_at),
      read: row.author === 'resident' || row.read_by_resident === 1,
      documents: parseDocuments(row.documents),
    };
  }

  function toChangeObject(row: ChangeObjectRow): AdminChangeObject {
    const last = row.last_comment_id === null ? undefined : commentById.get(row.last_comment_id);
    return {
      id: row.id,
      requestNumber: row.request_number,
      kind: oneOf(KINDS, row.kind, 'wrong-charge'),
      status: oneOf(STATUSES, row.status, 'new'),
      contragentId: row.contragent_id,
      created: iso(row.created_at),
      updated: iso(row.updated_at ?? row.created_at),
      details: detailsOf(row.details),
      lastComment: last ? toComment(last) : null,
      unreadCount: row.unread_count,
      rating: ratingOf(row),
      userId: row.user_id,
      login: row.login,
    };
  }

  function addComment(id: number, author: 'resident' | 'operator', text: string, documents: readonly NewDocument[], at: number) {
    const owner = ownerOf.get(id);
    if (!owner) throw new Error(`change object ${id} does not exist`);
    const comment = insertComment.get(id, author, text, at, author === 'resident' ? 1 : 0);
    if (!comment) throw new Error('comment was not stored');
    writeDocuments(owner.user_id, { commentId: comment.id }, documents, at);
    afterComment.run(id, at, author);
    return comment.id;
  }

  return {
    listOf(owner, filter) {
      const params: OwnerParams = [owner.userId, owner.contragentId, filterJson(filter.status), filterJson(filter.kind)];
      const rows = listOf.all(...params, filter.size, (filter.page - 1) * filter.size);
      return pageResult(rows.map((row) => residentChangeObject(toChangeObject(row))), countOf.get(...params)?.n ?? 0, filter.page, filter.size);
    },

    listAll(filter) {
      const status = filterJson(filter.status);
      const rows = listAll.all(status, filter.size, (filter.page - 1) * filter.size);
      return pageResult(rows.map(toChangeObject), countAll.get(status)?.n ?? 0, filter.page, filter.size);
    },

    find(id, owner) {
      const row = byId.get(id, owner?.userId ?? null, owner?.contragentId ?? null);
      return row ? toChangeObject(row) : undefined;
    },

    comments: (id) => commentsOf.all(id).map(toComment),

    create(request) {
      const id = transaction(() => {
        const sequence = nextSequence.get()?.next ?? 1;
        const { kind } = request.details;
        const row = insertObject.get(
          request.userId,
          request.contragentId,
          changeObjectRequestNumber(sequence),
          kind,
          JSON.stringify(request.details),
          request.at,
          request.at,
          objectIdOf(request.details),
        );
        if (!row) throw new Error('change object was not stored');
        addComment(row.id, 'resident', request.comment, request.documents, request.at);
        return row.id;
      });
      const created = byId.get(id, null, null);
      if (!created) throw new Error('change object was not stored');
      return residentChangeObject(toChangeObject(created));
    },

    addComment(id, author, text, documents, at) {
      const commentId = transaction(() => addComment(id, author, text, documents, at));
      const row = commentById.get(commentId);
      if (!row) throw new Error('comment was not stored');
      return toComment(row);
    },

    rate(id, value, comment, at) {
      rate.run(value, comment, at, at, id);
    },

    setStatus(id, status, at) {
      setStatus.run(status, at, id);
    },

    markRead(userId, id) {
      if (!owns.get(id, userId)) return false;
      markRead.run(id);
      return true;
    },
  };
}
