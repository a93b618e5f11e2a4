/** Server texts of the cover letters (see messages.ts). */
export const LETTER_MESSAGES = {
  letterNotFound: { zh: '求职信不存在', en: 'This cover letter does not exist' },
  letterCreated: { zh: '求职信已保存', en: 'Cover letter saved' },
  letterSaved: { zh: '已保存', en: 'Saved' },
  letterDeleted: { zh: '求职信已删除', en: 'Cover letter deleted' },
  letterVersionConflict: {
    zh: '这封求职信已在其他窗口或设备上保存过（当前为第 {version} 版），请刷新后再编辑，以免覆盖新内容',
    en: 'This cover letter was saved in another tab or device (it is now version {version}); reload it before editing so nothing is overwritten',
  },
  letterCreationLimit: {
    zh: '每小时最多新建 {max} 封求职信，请 {minutes} 分钟后再试',
    en: 'You can make at most {max} cover letters an hour; try again in {minutes} min',
  },
  letterAiNotConfigured: {
    zh: '管理员尚未配置 AI 服务，暂时无法用 AI 写信；本地模板和基于简历的离线求职信仍可使用',
    en: 'The operator has not configured an AI provider, so AI letters are not available; the template and the offline letter from your resume still work',
  },
  letterStreamBroken: {
    zh: 'AI 写到一半中断了：已写出的内容保留在预览中，可继续编辑；未扣除点数',
    en: 'The AI stopped partway: the text so far is kept in the preview for you to edit; no point was used',
  },
  letterHasUnsupportedClaims: {
    zh: '求职信中还有 {count} 处简历无法证实的内容，请修改或删除后再导出',
    en: 'Unsupported claims left in the letter: {count}. Fix or remove what your resume does not support before exporting',
  },
  letterExportFailed: {
    zh: '导出失败，请稍后重试',
    en: 'The export failed; please try again later',
  },
} as const;
