import { Body, Controller, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import {
  type Arrival,
  type CreatedSession,
  normalizeJoinCode,
  type ReturningStudent,
  type SessionKey,
  type SessionList,
  type SessionLookup,
  type UpdateSessionInput,
} from '@piba/shared';
import { Audited } from '../common/audited.js';
import { ApiErrors, ApiRetryableErrors } from '../common/api-errors.decorator.js';
import { AdminOnly } from '../teacher-access/index.js';
import { CreateSessionDto } from './dto/create-session.dto.js';
import {
  CreatedSessionResponse,
  SessionKeyResponse,
  SessionListResponse,
  SessionLookupResponse,
} from './dto/session.responses.js';
import { ArrivalDto, ArrivalResponse } from './dto/arrival.dto.js';
import { ReturningStudentDto, ReturningStudentResponse } from './dto/returning-student.dto.js';
import { UpdateSessionDto } from './dto/update-session.dto.js';
import { SessionsService } from './sessions.service.js';

/** The session a request names, as the server stores codes. */
const codeParam = (request: Request) => normalizeJoinCode(String(request.params.code));

const CODE_PARAM = ApiParam({
  name: 'code',
  description: 'The join code (case and dashes do not matter)',
  example: 'K7P3QX',
});

@ApiTags('sessions')
@ApiRetryableErrors()
@Controller('sessions')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Post()
  @AdminOnly()
  @ApiOperation({
    operationId: 'createSession',
    summary: 'Create a session',
    description:
      "A named run of the programme at one school: its join code and link, and the school teacher's key, shown only in this answer.",
  })
  @ApiCreatedResponse({ type: CreatedSessionResponse })
  @ApiErrors({
    400: 'The name is missing, empty or longer than 100 characters, consent_confirmed_by is longer than 100, pack_version is not 16 lowercase hex digits or names no published version or a retired one, form_design is not A, A-B or AB-BA or needs a form B the pack version lacks, shuffle_options or comparison is not a boolean, or delayed_test_from is not a YYYY-MM-DD date on or after today in WIB',
  })
  @Audited((_request, result) => {
    const session = result as CreatedSession;
    return {
      action: 'session-create',
      target: `session ${session.code}`,
      detail: `${session.consent ? 'consent recorded' : 'no consent record'}, pack version ${session.pack_version}`,
    };
  })
  create(@Body() input: CreateSessionDto): Promise<CreatedSession> {
    return this.sessions.create(input.name, input.consent_confirmed_by, input.pack_version, {
      form_design: input.form_design,
      shuffle_options: input.shuffle_options,
      delayed_test_from: input.delayed_test_from,
      comparison: input.comparison,
    });
  }

  @Get()
  @AdminOnly()
  @ApiOperation({
    operationId: 'listSessions',
    summary: 'Every session',
    description: 'Newest first, each with how many results it holds.',
  })
  @ApiOkResponse({ type: SessionListResponse })
  async list(): Promise<SessionList> {
    return { data: await this.sessions.list() };
  }

  @Get(':code')
  @CODE_PARAM
  @ApiOperation({
    operationId: 'lookUpSession',
    summary: 'A session for its join page',
    description:
      "Its name, whether it takes new joins, and the lesson pack version it teaches with that version's answer-key version (a session made before packs: the default pack's current version). Needs no key.",
  })
  @ApiOkResponse({ type: SessionLookupResponse })
  @ApiErrors({ 404: 'No session has this code' })
  lookup(@Param('code') code: string): Promise<SessionLookup> {
    return this.sessions.lookup(code);
  }

  @Post(':code/returning')
  @HttpCode(200)
  @CODE_PARAM
  @ApiOperation({
    operationId: 'findReturningStudent',
    summary: "A returning student's pre-test",
    description:
      'Needs no key. After a student types their name and class in a session, finds the one pre-test of that name and class in the session without a post-test, so that a post-test taken on another computer or day pairs with it. Answers its participant id and nothing else about anyone; null when there is none or more than one. In a session with a delayed test, delayed_test says whether it is open (today in WIB on or after delayed_test_from); while it is, the student found is the one with a post-test and no delayed test yet.',
  })
  @ApiOkResponse({ type: ReturningStudentResponse })
  @ApiErrors({
    400: 'name or class_room is missing, empty or too long',
    404: 'No session has this code',
  })
  async returning(
    @Param('code') code: string,
    @Body() input: ReturningStudentDto,
  ): Promise<ReturningStudent> {
    return this.sessions.returningStudent(code, input.name, input.class_room);
  }

  @Post(':code/arrival')
  @HttpCode(200)
  @CODE_PARAM
  @ApiOperation({
    operationId: 'giveArrival',
    summary: "A student's place in an AB-BA session's arrival order",
    description:
      'Needs no key. Asked by the app when a student of an AB-BA session starts the pre-test: students alternate by arrival, the first form A then B, the second form B then A, and so on. A new student gets the next place (students arriving at the same moment each get their own); a student who asked before gets the same place again, on any computer; a student whose pre-test is already saved gets the place of its form. The app keeps the place in the tab for the post-test; without an answer (offline, an error) it chooses the form from the participant id instead.',
  })
  @ApiOkResponse({ type: ArrivalResponse })
  @ApiErrors({
    400: 'participant_id is not a UUID, or the session does not use the AB-BA form design',
    404: 'No session has this code',
  })
  arrival(@Param('code') code: string, @Body() input: ArrivalDto): Promise<Arrival> {
    return this.sessions.arrival(code, input.participant_id);
  }

  @Post(':code/key')
  @HttpCode(200)
  @AdminOnly()
  @CODE_PARAM
  @ApiOperation({
    operationId: 'renewSessionKey',
    summary: 'A new key for a session',
    description: 'The old key stops working at once; the new one is shown only in this answer.',
  })
  @ApiOkResponse({ type: SessionKeyResponse })
  @ApiErrors({ 404: 'No session has this code' })
  @Audited((request) => ({ action: 'key-renewal', target: `session ${codeParam(request)}` }))
  rotateKey(@Param('code') code: string): Promise<SessionKey> {
    return this.sessions.rotateKey(code);
  }

  @Patch(':code')
  @AdminOnly()
  @CODE_PARAM
  @ApiOperation({
    operationId: 'updateSession',
    summary: 'Close or reopen a session, or change its lesson pack version',
    description:
      'A closed session takes no new joins; results from tabs that joined before still count for it. Its pack version changes only while it holds no results, in the table or the trash: every result of a session answers the same questions.',
  })
  @ApiOkResponse({ type: SessionLookupResponse })
  @ApiErrors({
    400: 'Neither open nor pack_version is given, open is not a boolean, or pack_version is not 16 lowercase hex digits or names no published version or a retired one',
    404: 'No session has this code',
    409: 'pack_version would change, but the session holds results',
  })
  @Audited((request, result) => {
    const session = result as SessionLookup;
    const input = request.body as UpdateSessionInput;
    if (input.pack_version === undefined) {
      return {
        action: session.open ? 'session-reopen' : 'session-close',
        target: `session ${codeParam(request)}`,
      };
    }
    const open = input.open === undefined ? '' : session.open ? ', open' : ', closed';
    return {
      action: 'session-pack',
      target: `session ${codeParam(request)}`,
      detail: `pack version ${session.pack_version}${open}`,
    };
  })
  update(@Param('code') code: string, @Body() input: UpdateSessionDto): Promise<SessionLookup> {
    return this.sessions.update(code, input);
  }
}
