export {
  adoptParticipantId,
  forgetStudent,
  type Identity,
  participantId,
  readIdentity,
  readSignedInStudent,
  saveIdentity,
} from './identity';
export {
  isIdentityIncomplete,
  isPretestAhead,
  markMaterialsSeenFirst,
  markPretestDone,
  nextTestType,
  readIsPretest,
  readMaterialsSeenFirst,
  readPendingSubmissions,
  rememberSubmission,
  settleSubmission,
  startPretestIfIncomplete,
} from './pre-post-rule';
export {
  clearScore,
  percentageLabel,
  readPosttestPercentage,
  readPretestPercentage,
  savePosttestPercentage,
  savePretestPercentage,
  saveScore,
} from './scores';
