/** Texts of the browser extension's API (spread into MESSAGES). */
export const EXTENSION_MESSAGES = {
  extensionConnected: { zh: '浏览器扩展已连接', en: 'Browser extension connected' },
  extensionRevoked: { zh: '已断开该浏览器扩展', en: 'Browser extension disconnected' },
  extensionTokenInvalid: {
    zh: '扩展的登录已失效，请在扩展中重新连接',
    en: "The extension's sign-in has expired; connect it again from the extension",
  },
  extensionScopeDenied: {
    zh: '浏览器扩展无权调用此接口',
    en: 'The browser extension may not call this endpoint',
  },
  extensionNoResumeFile: {
    zh: '求职资料还没有附加简历文件',
    en: 'Your profile has no resume file attached yet',
  },
  extensionAnswerSaved: { zh: '回答已保存到答案库', en: 'Answer saved to your answer bank' },
} as const;
