/** Text of the upload component, attachment lists and image fields. */
export const uploadZhCN = {
  attachments: '附件',
  button: '上传附件',
  imageButton: '上传图片',
  tooLarge: '抱歉，文件大小不能超过{n}M',
  tooMany: '抱歉，最多只能上传{n}个文件',
  wrongType: '抱歉，只能上传{types}类型的文件',
  failed: '上传失败！',
  downloadFailed: '文件下载失败',
  previewTitle: '图片预览',
  none: '无',
} as const;
