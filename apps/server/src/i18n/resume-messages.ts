import type { Language } from '@yonder/contract/common';

/** Texts of resumes, AI actions and points (spread into MESSAGES). */
export const RESUME_MESSAGES = {
  resumeCreated: { zh: '简历已创建', en: 'Resume created' },
  resumeAlreadyInLibrary: {
    zh: '这份简历已在你的简历库中：《{title}》。没有重复添加',
    en: 'This resume is already in your library as “{title}”, so it was not added again',
  },
  resumeSaved: { zh: '简历已保存', en: 'Resume saved' },
  resumeDeleted: { zh: '简历已删除', en: 'Resume deleted' },
  resumeNotFound: { zh: '简历不存在', en: 'This resume does not exist' },
  resumeVersionConflict: {
    zh: '这份简历已在其他窗口或设备上保存过（当前为第 {version} 版），请刷新后再编辑，以免覆盖新内容',
    en: 'This resume was saved in another tab or device (it is now version {version}); reload it before editing so nothing is overwritten',
  },
  resumeCreationLimit: {
    zh: '每小时最多新建 {max} 份简历（上传、导入、复制、定制和翻译都算），请 {minutes} 分钟后再试',
    en: 'You can make at most {max} resumes an hour (uploads, imports, copies, tailored and translated versions all count); try again in {minutes} min',
  },
  resumeNoOriginal: {
    zh: '这份简历不是上传的，没有原始文件',
    en: 'This resume was not uploaded, so it has no original file',
  },
  resumeFileMissing: {
    zh: '请选择要上传的简历文件（表单字段 file）',
    en: 'Choose a resume file to upload (form field "file")',
  },
  resumeTooLarge: {
    zh: '文件大于 5 MB，请上传更小的文件',
    en: 'The file is larger than 5 MB; please upload a smaller file',
  },
  resumeWrongType: {
    zh: '不支持该文件类型：只接受 PDF、Word（.doc、.docx）或纯文本文件（按文件内容判断，而非扩展名）',
    en: "Unsupported file type: only PDF, Word (.doc, .docx) or plain-text files are accepted (judged by the file's content, not its name)",
  },
  resumeEncrypted: {
    zh: '文件已加密或设有密码，无法读取，请上传未加密的版本',
    en: 'The file is encrypted or password-protected, so it cannot be read; please upload an unprotected copy',
  },
  resumeScanned: {
    zh: '这个 PDF 没有文字层（像是扫描件或图片），无法读取；请上传可以选中文字的 PDF 或 Word 文件',
    en: 'This PDF has no text layer (it looks scanned or made of images), so it cannot be read; please upload a PDF with selectable text or a Word file',
  },
  resumeMalformed: {
    zh: '文件已损坏或格式不正确，无法读取',
    en: 'The file is damaged or malformed and cannot be read',
  },
  resumeEmpty: { zh: '文件中没有可读取的文字', en: 'The file contains no readable text' },
  resumeParseTimeout: {
    zh: '读取文件超时，文件可能过于复杂或已损坏',
    en: 'Reading the file took too long; it may be too complex or damaged',
  },
  resumeUnpackedTooLarge: {
    zh: '这个 Word 文件解压后过大（超过 40 MB），不像一份简历；请删去大图片后重新保存，或导出为 PDF 上传',
    en: 'This Word file unpacks to more than 40 MB, which is no resume; remove large pictures and save it again, or upload it as a PDF',
  },
  resumeParseBusy: {
    zh: '正在读取的简历太多，请 {seconds} 秒后重试',
    en: 'Too many resumes are being read right now; please try again in {seconds} s',
  },
  resumeParseOwnerBusy: {
    zh: '你上传的上一份简历还在读取中，请等它完成后再上传下一份',
    en: 'Your previous upload is still being read; wait for it to finish before uploading the next one',
  },
  resumeExportBusy: {
    zh: '正在生成的 PDF 太多，请 {seconds} 秒后重试',
    en: 'Too many PDFs are being made right now; please try again in {seconds} s',
  },
  resumeExportOwnerBusy: {
    zh: '你的上一个 PDF 还在生成中，请等它完成后再导出',
    en: 'Your previous PDF is still being made; wait for it to finish before exporting again',
  },
  resumeExportFailed: {
    zh: 'PDF 生成失败或超时，请稍后重试；如果简历很长，可以先精简内容',
    en: 'Making the PDF failed or took too long; please try again later, and shorten the resume if it is very long',
  },
  resumeAnalysed: { zh: '分析完成', en: 'Analysis complete' },
  resumeTailored: {
    zh: '已生成针对该职位的简历副本：修改建议逐条确认后才会写入',
    en: 'Tailored copy created: each proposed change is written only once you accept it',
  },
  proposalNotFound: {
    zh: '这份简历没有待处理的修改建议',
    en: 'This resume has no proposed changes waiting for you',
  },
  proposalChangeNotFound: { zh: '该修改建议不存在', en: 'This proposed change does not exist' },
  proposalChangeDecided: {
    zh: '这条修改建议已经处理过了',
    en: 'You have already decided on this change',
  },
  proposalClaimNeedsConfirmation: {
    zh: '这条修改包含原简历中没有依据的内容：{claims}。请删改这些内容，或确认属实后再接受',
    en: 'This change claims what your original resume does not: {claims}. Edit that out, or confirm it is true, to accept it',
  },
  proposalChangeStale: {
    zh: '这一行在提出建议后已被修改，无法再应用该建议；请直接在编辑器中修改',
    en: 'This line has changed since the change was proposed, so it can no longer be applied; edit it in the editor instead',
  },
  proposalEditNotAllowed: {
    zh: '只有改写或翻译的句子可以编辑',
    en: 'Only a rewritten or translated line can be edited',
  },
  proposalChangeAccepted: { zh: '已接受并写入副本', en: 'Accepted and written into the copy' },
  proposalChangeRejected: { zh: '已拒绝，副本保持不变', en: 'Rejected; the copy is unchanged' },
  proposalSupportedAccepted: {
    zh: '已接受所有有依据的修改',
    en: 'Every change your resume supports is accepted',
  },
  proposalDiscarded: {
    zh: '其余修改建议已全部拒绝',
    en: 'The remaining proposed changes are rejected',
  },
  resumeHasUnsupportedClaims: {
    zh: '这份简历中有原简历无法证实的内容：{claims}。请修改，或确认属实后再导出',
    en: 'This resume claims what its original does not support: {claims}. Edit that out, or confirm it is true, before exporting',
  },
  resumeClaimsConfirmed: {
    zh: '已确认这些内容属实',
    en: 'Confirmed as true',
  },
  resumeAlreadyTailored: {
    zh: '这份简历的顺序已最适合该职位，未生成副本，也未扣除积分',
    en: 'This resume is already in the best order for the job: no copy was made and no point was used',
  },
  resumeTranslated: { zh: '已生成翻译后的简历副本', en: 'Translated copy created' },
  resumeTranslatedHeldBack: {
    zh: '已生成翻译后的简历副本；部分译文包含原文没有的内容，保留原文待你确认',
    en: 'Translated copy created; lines whose translation claims what the original does not keep the original until you decide',
  },
  resumeSameLanguage: {
    zh: '这份简历已经是目标语言',
    en: 'This resume is already in that language',
  },
  translationNeedsAi: {
    zh: '翻译需要运营方配置 AI 服务，本站尚未配置；未扣除点数',
    en: 'Translation needs an AI provider configured by the operator, and this server has none; no point was used',
  },
  aiUnavailable: {
    zh: 'AI 服务暂时不可用，请稍后再试；未扣除点数',
    en: 'The AI provider is unavailable right now, please try again later; no point was used',
  },
  aiTimeout: {
    zh: 'AI 服务响应超时，请稍后再试；未扣除点数',
    en: 'The AI provider took too long to answer, please try again later; no point was used',
  },
  aiBusy: {
    zh: 'AI 服务繁忙，请稍后再试；未扣除点数',
    en: 'The AI provider is busy, please try again in a moment; no point was used',
  },
  aiBadAnswer: {
    zh: 'AI 服务返回了无法使用的结果，请重试；未扣除点数',
    en: 'The AI provider gave an answer we could not use, please try again; no point was used',
  },
  noCredits: {
    zh: '今天的 {points} 个免费点数已用完：升级会员（定价页）可无限使用 AI 功能，邀请好友可获得额外点数，免费点数将在 UTC 0 点恢复',
    en: "You have used today's {points} free points: upgrade on the Pricing page for unlimited AI use, or earn extra points by inviting friends; free points renew at 00:00 UTC",
  },
} as const satisfies Record<string, Record<Language, string>>;
