import { defineEndpoint } from '../core/endpoint';
import {
  CreatedRegistration,
  CreateRegistrationInput,
  ListRegistrationsInput,
  Registration,
  RegistrationPage,
  UpdateRegistrationInput,
} from './registration.schemas';
import { reads, writes } from '../core/rights';

export const createRegistration = defineEndpoint({
  method: 'POST',
  path: '/api/registration',
  input: CreateRegistrationInput,
  output: CreatedRegistration,
  auth: 'public',
  // The form shows its own progress and messages next to the fields.
  silent: true,
  summary: '提交注册申请（公开，按来源地址限频）',
  description: '潜在客户从官网提交开通申请，保存后由系统管理员处理。同一地址每小时最多 5 次，超出返回 HTTP 429。',
  tag: 'registration',
});

export const listRegistrations = defineEndpoint({
  method: 'GET',
  path: '/api/registration',
  input: ListRegistrationsInput,
  output: RegistrationPage,
  auth: 'session',
  rights: reads('data_registration-list'),
  roles: ['sa', 'super'],
  summary: '注册申请列表（系统管理员）',
  tag: 'registration',
});

export const updateRegistration = defineEndpoint({
  method: 'PUT',
  path: '/api/registration/:id',
  input: UpdateRegistrationInput,
  output: Registration,
  auth: 'session',
  rights: writes('data_registration-list'),
  roles: ['sa', 'super'],
  summary: '处理注册申请：状态与备注（系统管理员）',
  tag: 'registration',
});

export const registrationEndpoints = { createRegistration, listRegistrations, updateRegistration };
