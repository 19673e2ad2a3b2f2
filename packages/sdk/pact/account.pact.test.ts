import { describe } from 'vitest';
import { requestPasswordReset, resetPassword } from '../src/resources/password.ts';
import { getProfile, getSettings, updateProfile, updateSettings } from '../src/resources/profile.ts';
import {
  addQuestionMessage,
  createQuestion,
  getQuestion,
  listQuestions,
} from '../src/resources/questions.ts';
import { errorBody, karvonPact, STATES } from './pact.ts';
import { question, questionDetail, questionMessage, settings, user } from './examples.ts';
import { emptyPage, fieldErrors, notFound, one, page, pactCases } from './resource-pact.ts';
import { NO_SUCH_ID, NOTHING_MATCHES, RESOURCE_STATES as S } from './resource-states.ts';

const pact = karvonPact();
// The administrator answers to no one: no manager.
const administrator = {
  ...user,
  id: 1,
  name: 'Aziz Karimov',
  phone: '998900000001',
  is_admin: true,
  manager: null,
};
const newSettings = {
  language: 'uz' as const,
  working_branch_id: 1,
  dashboard: { widgets: ['delivery' as const], expanded_branch_ids: [] },
};

describe('profile and settings', () => {
  pactCases(pact, [
    {
      name: 'a request for the profile',
      method: 'GET',
      path: '/api/uz/profile',
      status: 200,
      response: one(administrator),
      call: (c) => getProfile(c),
    },
    {
      name: 'a change of the own name',
      method: 'PUT',
      path: '/api/uz/profile',
      body: { name: 'Aziz Karimov' },
      status: 200,
      response: one(administrator),
      call: (c) => updateProfile(c, { name: 'Aziz Karimov' }),
    },
    {
      name: 'a change of the own password with a wrong current password',
      method: 'PUT',
      path: '/api/uz/profile',
      body: { current_password: 'wrong-password', password: 'yangi-parol-2026' },
      status: 400,
      response: fieldErrors('Неверный текущий пароль', 'current_password'),
      call: (c) => updateProfile(c, { current_password: 'wrong-password', password: 'yangi-parol-2026' }),
    },
    {
      name: 'a request for the settings',
      given: [STATES.branchesExist],
      method: 'GET',
      path: '/api/uz/settings',
      status: 200,
      response: one(settings),
      call: (c) => getSettings(c),
    },
    {
      name: 'a change of the settings',
      given: [STATES.branchesExist],
      method: 'PUT',
      path: '/api/uz/settings',
      body: newSettings,
      status: 200,
      response: one(newSettings),
      call: (c) => updateSettings(c, newSettings),
    },
    {
      name: 'a change of the settings to a branch that does not exist',
      given: [S.noSuchRecord],
      method: 'PUT',
      path: '/api/uz/settings',
      body: { ...newSettings, working_branch_id: NO_SUCH_ID },
      status: 400,
      response: fieldErrors('Не выбран филиал', 'working_branch_id'),
      call: (c) => updateSettings(c, { ...newSettings, working_branch_id: NO_SUCH_ID }),
    },
  ]);
});

describe('questions', () => {
  pactCases(pact, [
    {
      name: 'a request for the first page of questions',
      given: [S.questions],
      method: 'GET',
      path: '/api/uz/question/list',
      query: { page: '1', per_page: '20' },
      status: 200,
      response: page(question),
      call: (c) => listQuestions(c, { page: 1, per_page: 20 }),
    },
    {
      name: 'a search for questions that matches nothing',
      given: [S.nothingMatches],
      method: 'GET',
      path: '/api/uz/question/list',
      query: { search: NOTHING_MATCHES },
      status: 200,
      response: emptyPage(),
      call: (c) => listQuestions(c, { search: NOTHING_MATCHES }),
    },
    {
      name: 'a request for question 1',
      given: [S.questions],
      method: 'GET',
      path: '/api/uz/question/1',
      status: 200,
      response: one(questionDetail),
      call: (c) => getQuestion(c, 1),
    },
    {
      name: 'a request for a question that does not exist',
      given: [S.noSuchRecord],
      method: 'GET',
      path: `/api/uz/question/${NO_SUCH_ID}`,
      status: 404,
      response: notFound(),
      call: (c) => getQuestion(c, NO_SUCH_ID),
    },
    {
      name: 'a new question',
      method: 'POST',
      path: '/api/uz/question',
      body: { title: 'Qaytarilgan tovar qayerga topshiriladi?', text: 'Mijoz tovarni qaytardi.' },
      status: 201,
      response: one(questionDetail),
      call: (c) =>
        createQuestion(c, {
          title: 'Qaytarilgan tovar qayerga topshiriladi?',
          text: 'Mijoz tovarni qaytardi.',
        }),
    },
    {
      name: 'an answer in question 1',
      given: [S.questions],
      method: 'POST',
      path: '/api/uz/question/1/message',
      body: { text: 'Filial omboriga, reestr bilan.' },
      status: 201,
      response: one(questionMessage),
      call: (c) => addQuestionMessage(c, 1, { text: 'Filial omboriga, reestr bilan.' }),
    },
    {
      name: 'an answer in a closed question',
      given: [S.closedQuestion],
      method: 'POST',
      path: '/api/uz/question/1/message',
      body: { text: 'Filial omboriga, reestr bilan.' },
      status: 400,
      response: errorBody('Вопрос закрыт'),
      call: (c) => addQuestionMessage(c, 1, { text: 'Filial omboriga, reestr bilan.' }),
    },
  ]);
});

describe('password recovery', () => {
  pactCases(pact, [
    {
      name: 'a password reset request for the demo administrator',
      given: [STATES.demoAdministrator],
      as: 'anonymous',
      method: 'POST',
      path: '/api/auth/password/request',
      body: { phone: '998900000001' },
      status: 204,
      call: (c) => requestPasswordReset(c, { phone: '998900000001' }),
    },
    {
      name: 'a password reset request from a client that asked too often',
      given: [S.resetRequestsExhausted],
      as: 'anonymous',
      method: 'POST',
      path: '/api/auth/password/request',
      body: { phone: '998900000001' },
      status: 429,
      response: errorBody('Вы посылаете слишком много запросов'),
      call: (c) => requestPasswordReset(c, { phone: '998900000001' }),
    },
    {
      name: 'a password reset with the right code',
      given: [S.resetCodeSent],
      as: 'anonymous',
      method: 'POST',
      path: '/api/auth/password/reset',
      body: { phone: '998900000001', code: '123456', password: 'yangi-parol-2026' },
      status: 204,
      call: (c) => resetPassword(c, { phone: '998900000001', code: '123456', password: 'yangi-parol-2026' }),
    },
    {
      name: 'a password reset with a wrong code',
      given: [S.resetCodeSent],
      as: 'anonymous',
      method: 'POST',
      path: '/api/auth/password/reset',
      body: { phone: '998900000001', code: '000000', password: 'yangi-parol-2026' },
      status: 400,
      response: fieldErrors('Неверный или просроченный код', 'code'),
      call: (c) => resetPassword(c, { phone: '998900000001', code: '000000', password: 'yangi-parol-2026' }),
    },
    {
      name: 'a password reset with a malformed phone',
      as: 'anonymous',
      method: 'POST',
      path: '/api/auth/password/reset',
      body: { phone: '12345', code: '123456', password: 'yangi-parol-2026' },
      status: 400,
      response: fieldErrors('Телефон должен состоять из 12 цифр', 'phone'),
      call: (c) => resetPassword(c, { phone: '12345', code: '123456', password: 'yangi-parol-2026' }),
    },
  ]);
});
