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
  type CreatedSession,
  normalizeJoinCode,
  type ReturningStudent,
  type SessionKey,
  type SessionList,
  type SessionLookup,
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
    400: 'The name is missing, empty or longer than 100 characters, or consent_confirmed_by is longer than 100',
  })
  @Audited((_request, result) => {
    const session = result as CreatedSession;
    return {
      action: 'session-create',
      target: `session ${session.code}`,
      detail: session.consent ? 'consent recorded' : 'no consent record',
    };
  })
  create(@Body() input: CreateSessionDto): Promise<CreatedSession> {
    return this.sessions.create(input.name, input.consent_confirmed_by);
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
    description: 'Its name and whether it takes new joins, and nothing else. Needs no key.',
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
      'Needs no key. After a student types their name and class in a session, finds the one pre-test of that name and class in the session without a post-test, so that a post-test taken on another computer or day pairs with it. Answers its participant id and nothing else about anyone; null when there is none or more than one.',
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
    return {
      participant_id: await this.sessions.returningStudent(code, input.name, input.class_room),
    };
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
    summary: 'Close or reopen a session',
    description:
      'A closed session takes no new joins; results from tabs that joined before still count for it.',
  })
  @ApiOkResponse({ type: SessionLookupResponse })
  @ApiErrors({ 400: 'open is missing or not a boolean', 404: 'No session has this code' })
  @Audited((request, result) => ({
    action: (result as SessionLookup).open ? 'session-reopen' : 'session-close',
    target: `session ${codeParam(request)}`,
  }))
  update(@Param('code') code: string, @Body() input: UpdateSessionDto): Promise<SessionLookup> {
    return this.sessions.setOpen(code, input.open);
  }
}
