import { group } from '../types.ts';

/** Operations: supply chain, logistics, process and vendor management. */
export const OPERATIONS = group('operations', [
  { name: 'Operations Management', aliases: ['operations manager', 'business operations', 'operational excellence'], zh: ['运营管理', '运营经理'] },
  { name: 'Supply Chain Management', aliases: ['supply chain', 'scm', 'demand planning', 'supply planning'], zh: ['供应链管理', '供应链', '需求计划'] },
  { name: 'Logistics', aliases: ['logistics management', 'freight', 'shipping and receiving', 'transportation management', 'last mile'], zh: ['物流', '物流管理', '仓储物流'] },
  { name: 'Inventory Management', aliases: ['inventory control', 'stock control', 'inventory planning', 'inventory audits'], zh: ['库存管理', '库存控制'] },
  { name: 'Warehouse Management', aliases: ['warehousing', 'wms', 'fulfillment', 'fulfilment', 'order fulfillment'], zh: ['仓储管理', '仓库管理', '履约'] },
  { name: 'Procurement', aliases: ['purchasing', 'strategic sourcing', 'sourcing strategy'], zh: ['采购', '采购管理'] },
  { name: 'Vendor Management', aliases: ['supplier management', 'supplier relationship management', 'vendor relations', 'third-party management'], zh: ['供应商管理'] },
  { name: 'Process Improvement', aliases: ['continuous improvement', 'business process improvement', 'process optimization', 'process optimisation', 'kaizen'], zh: ['流程优化', '流程改进', '持续改进'] },
  { name: 'Lean Six Sigma', aliases: ['six sigma', 'lean manufacturing', 'dmaic', 'green belt', 'black belt'], exact: ['Lean'], zh: ['精益六西格玛', '六西格玛', '精益生产'] },
  { name: 'Quality Management', aliases: ['quality control', 'iso 9001', 'qa/qc', 'total quality management'], zh: ['质量管理', '质量控制', '品控'] },
  { name: 'SOPs', aliases: ['standard operating procedures', 'sop', 'process documentation'], zh: ['标准作业程序', '操作规程'] },
  { name: 'Capacity Planning', aliases: ['resource planning', 'shift planning', 'workforce scheduling'], zh: ['产能规划', '排班'] },
  { name: 'Facilities Management', aliases: ['facility management', 'workplace management'], zh: ['设施管理'] },
  { name: 'Business Process Management', aliases: ['bpm', 'workflow automation', 'zapier'], zh: ['业务流程管理'] },
]);
