import type { FastifyInstance } from 'fastify';
import { subjectEndpoints as sj } from '@pm/contracts';
import type { Db } from '@pm/db';
import { registerEndpoint } from '../../../http/register-endpoint';
import { setSubjectActive } from './change-subject-active';
import { subjectValid } from './check-subject-valid';
import { subjectTree, topSubjects } from './list-subject-tree';
import { createSubject, updateSubject } from './save-subject';

/** 会计科目: one line per contract endpoint. */
export function registerSubjectRoutes(app: FastifyInstance, deps: { db: Db }) {
  registerEndpoint(app, sj.tree, ({ input, session }) => subjectTree(deps, session, input));
  registerEndpoint(app, sj.topSubject, ({ input, session }) => topSubjects(deps, session, input));
  registerEndpoint(app, sj.subjectValid, ({ input, session }) => subjectValid(deps, session, input));
  registerEndpoint(app, sj.createSubject, ({ input, session }) => createSubject(deps, session, input));
  registerEndpoint(app, sj.updateSubject, ({ input, session }) => updateSubject(deps, session, input));
  registerEndpoint(app, sj.setSubjectActive, ({ input, session }) => setSubjectActive(deps, session, input));
}
