/**
 * wangEditor 5 HTML samples, one or more per node and mark kind (paragraph, header1–5,
 * text-style, color, font-size-family, indent, justify, line-height, link, image, todo,
 * blockquote, divider, code-block + code-highlight, list-item, table, video). Each is the
 * byte string wangEditor 5.1.23 itself writes for it (`editor.getHtml()` in Chromium 156), so
 * a sample the editor loads and writes back unchanged is byte-identical to wangEditor's output.
 */
export interface Sample {
  name: string;
  html: string;
}

const video = (inner: string) => `<div data-w-e-type="video" data-w-e-is-void>\n${inner}\n</div>`;

export const WANG_SAMPLES: Sample[] = [
  { name: 'empty paragraph', html: '<p><br></p>' },
  { name: 'paragraph', html: '<p>供应商协议正文</p>' },
  { name: 'two paragraphs', html: '<p>第一段</p><p>第二段</p>' },
  { name: 'line break', html: '<p>第一行<br>第二行</p>' },
  { name: 'double spaces', html: '<p>a &nbsp;b &nbsp; &nbsp;c</p>' },
  { name: 'escaped text', html: '<p>1 &lt; 2 &gt; 0 & "引号"</p>' },
  ...[1, 2, 3, 4, 5].map((level) => ({ name: `header${level}`, html: `<h${level}>标题 ${level}</h${level}>` })),
  { name: 'bold', html: '<p><strong>加粗</strong></p>' },
  { name: 'italic', html: '<p><em>斜体</em></p>' },
  { name: 'underline', html: '<p><u>下划线</u></p>' },
  { name: 'through', html: '<p><s>删除线</s></p>' },
  { name: 'code mark', html: '<p>行内 <code>const a = 1</code> 代码</p>' },
  { name: 'sub', html: '<p>H<sub>2</sub>O</p>' },
  { name: 'sup', html: '<p>m<sup>2</sup></p>' },
  { name: 'all text styles nested', html: '<p><sup><sub><s><u><em><code><strong>全部</strong></code></em></u></s></sub></sup></p>' },
  { name: 'bold italic', html: '<p>普通<em><strong>粗斜</strong></em>普通</p>' },
  { name: 'color', html: '<p><span style="color: rgb(225, 60, 57);">红色</span></p>' },
  { name: 'bgColor', html: '<p><span style="background-color: rgb(245, 219, 77);">黄底</span></p>' },
  { name: 'color + bgColor', html: '<p><span style="color: rgb(255, 255, 255); background-color: rgb(54, 88, 226);">白字蓝底</span></p>' },
  { name: 'fontSize', html: '<p><span style="font-size: 24px;">大字</span></p>' },
  { name: 'fontFamily', html: '<p><span style="font-family: 楷体;">楷体</span></p>' },
  { name: 'fontFamily latin', html: '<p><span style="font-family: &quot;Times New Roman&quot;;">Times</span></p>' },
  { name: 'all span styles with bold', html: '<p><span style="color: rgb(0, 0, 0); background-color: rgb(250, 250, 250); font-size: 16px; font-family: 微软雅黑;"><strong>组合</strong></span></p>' },
  { name: 'link', html: '<p>访问 <a href="https://www.example.com/a?b=1&c=2" target="_blank">官网</a> 了解</p>' },
  { name: 'link with styled text', html: '<p><a href="https://shop.example.cn/" target="_blank"><strong>粗</strong>普通<span style="color: rgb(9, 109, 217);">蓝</span></a></p>' },
  { name: 'link self target', html: '<p><a href="https://example.com/" target="_self">本页</a></p>' },
  { name: 'indent', html: '<p style="text-indent: 2em;">首行缩进</p>' },
  { name: 'align center', html: '<p style="text-align: center;">居中</p>' },
  { name: 'align right header', html: '<h2 style="text-align: right;">右对齐标题</h2>' },
  { name: 'align justify', html: '<p style="text-align: justify;">两端对齐</p>' },
  { name: 'line height', html: '<p style="line-height: 1.5;">行高</p>' },
  { name: 'indent + align + line height', html: '<p style="text-indent: 2em; text-align: left; line-height: 2;">三种样式</p>' },
  { name: 'image', html: '<p><img src="https://cdn.example.com/a.png" alt="商品图" data-href="" style=""/></p>' },
  { name: 'image sized and linked', html: '<p>前<img src="https://cdn.example.com/b.jpg" alt="" data-href="https://shop.example.cn/item/1" style="width: 240.50px;height: 120.25px;"/>后</p>' },
  { name: 'image percent', html: '<p><img src="https://cdn.example.com/c.png" alt="c" data-href="" style="width: 50%;"/></p>' },
  { name: 'todo unchecked', html: '<div data-w-e-type="todo"><input type="checkbox" disabled >待办事项</div>' },
  { name: 'todo checked', html: '<div data-w-e-type="todo"><input type="checkbox" disabled checked>已完成</div>' },
  { name: 'todo styled', html: '<div data-w-e-type="todo"><input type="checkbox" disabled checked><strong>重要</strong>事项</div>' },
  { name: 'blockquote', html: '<blockquote>引用文字</blockquote>' },
  { name: 'blockquote multi-line', html: '<blockquote>第一行<br>第二行</blockquote>' },
  { name: 'blockquote aligned', html: '<blockquote style="text-align: center;">居中引用</blockquote>' },
  { name: 'divider', html: '<p>上</p><hr/><p><br></p>' },
  { name: 'code block', html: '<pre><code class="language-javascript">const a = 1;\n  if (a) {\n    console.log(a &lt; 2);\n  }</code></pre><p><br></p>' },
  { name: 'code block without language', html: '<pre><code >plain\ntext</code></pre><p><br></p>' },
  { name: 'code block typescript', html: '<pre><code class="language-typescript">let x: number = 1;</code></pre><p><br></p>' },
  { name: 'bulleted list', html: '<ul><li>一</li><li>二</li></ul>' },
  { name: 'ordered list', html: '<ol><li>第一</li><li>第二</li><li>第三</li></ol>' },
  { name: 'nested levels', html: '<ul><li>一级</li><ul><li>二级</li><ul><li>三级</li></ul></ul><li>回到一级</li></ul>' },
  { name: 'ordered then bulleted', html: '<ol><li>有序</li></ol><ul><li>无序</li></ul>' },
  { name: 'list item styled', html: '<ul><li style="text-align: center; line-height: 1.5;"><strong>粗</strong>项</li></ul>' },
  { name: 'mixed nested ordered', html: '<ol><li>一</li><ul><li>子项</li></ul><li>二</li></ol>' },
  {
    name: 'table',
    html: '<table style="width: auto;"><tbody><tr><th colSpan="1" rowSpan="1" width="auto">名称</th><th colSpan="1" rowSpan="1" width="auto">数量</th></tr><tr><td colSpan="1" rowSpan="1" width="auto">毛巾</td><td colSpan="1" rowSpan="1" width="auto">100</td></tr></tbody></table><p><br></p>',
  },
  {
    name: 'table full width with widths',
    html: '<table style="width: 100%;"><tbody><tr><td colSpan="1" rowSpan="1" width="120">a</td><td colSpan="1" rowSpan="1" width="80"><strong>b</strong></td></tr></tbody></table><p><br></p>',
  },
  {
    name: 'table merged cells',
    html: '<table style="width: auto;"><tbody><tr><td colSpan="2" rowSpan="1" width="auto">合并</td></tr><tr><td colSpan="1" rowSpan="1" width="auto">x</td><td colSpan="1" rowSpan="1" width="auto">y</td></tr></tbody></table><p><br></p>',
  },
  { name: 'video mp4', html: `${video('<video poster="https://cdn.example.com/p.jpg" controls="true" width="auto" height="auto"><source src="https://cdn.example.com/v.mp4" type="video/mp4"/></video>')}<p><br></p>` },
  { name: 'video sized', html: `${video('<video poster="" controls="true" width="640" height="360"><source src="https://cdn.example.com/v2.mp4" type="video/mp4"/></video>')}<p><br></p>` },
  {
    name: 'video iframe',
    html: `${video('<iframe src="https://player.bilibili.com/player.html?bvid=BV1xx" width="auto" height="auto" frameborder="0" allowfullscreen="true"></iframe>')}<p><br></p>`,
  },
  {
    name: 'document',
    html: '<h1 style="text-align: center;">采购协议</h1><p style="text-indent: 2em; line-height: 1.5;">甲方：<span style="color: rgb(225, 60, 57);"><strong>某某</strong></span>有限公司</p><ol><li>条款一</li><li>条款二</li></ol><div data-w-e-type="todo"><input type="checkbox" disabled >签字</div><blockquote>备注</blockquote><p>联系方式见<a href="https://www.example.com/" target="_blank">网站</a>。</p>',
  },
];
