import type { Language } from '@yonder/contract/common';

/** Texts the server writes for security answers, in both interface languages. */
export const SECURITY_MESSAGES = {
  textHasControlCharacters: {
    zh: '不能包含控制字符（如 NUL）或无效的 Unicode 字符',
    en: 'Must not contain control characters (such as NUL) or invalid Unicode',
  },
  invalidInputValue: {
    zh: '请求中有无法保存的值：数字超出范围或文本包含无效字符',
    en: 'The request holds a value that cannot be stored: a number out of range or invalid characters',
  },
  badUrl: { zh: '请求地址无效', en: 'The request URL is not valid' },
  invalidJson: { zh: '请求体不是有效的 JSON', en: 'The request body is not valid JSON' },
  payloadTooLarge: { zh: '请求体过大', en: 'The request body is too large' },
  unsupportedMediaType: {
    zh: '不支持该请求内容类型',
    en: 'This content type is not supported',
  },
  methodNotAllowed: { zh: '不支持该请求方法', en: 'This method is not allowed' },
  requestTimeout: { zh: '请求超时', en: 'The request took too long' },
  uriTooLong: { zh: '请求地址过长', en: 'The request URL is too long' },
  headersTooLarge: { zh: '请求头过大', en: 'The request headers are too large' },
  notAcceptable: { zh: '无法提供所请求的格式', en: 'The requested format cannot be provided' },
  uploadMalformed: {
    zh: '上传的表单数据不完整或格式有误',
    en: 'The uploaded form data is incomplete or malformed',
  },
} as const satisfies Record<string, Record<Language, string>>;
