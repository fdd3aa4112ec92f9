CREATE TABLE "app_secrets" (
	"name" varchar(50) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"parent_id" bigint,
	"code" varchar(40) NOT NULL,
	"name" varchar(100) NOT NULL,
	"nick" varchar(50) NOT NULL,
	"level" integer NOT NULL,
	"type" varchar(2) NOT NULL,
	"logo" text,
	"phone" varchar(30),
	"address" text,
	"call_center_tenant" varchar(40),
	"has_call_center" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"self_approval" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "companies_code_unique" UNIQUE("code"),
	CONSTRAINT "companies_type_check" CHECK ("companies"."type" in ('A', 'B', 'AB'))
);
--> statement-breakpoint
CREATE TABLE "seed_marks" (
	"step" varchar(80) PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"site_name" varchar(100) NOT NULL,
	"logo" text NOT NULL,
	"icp" varchar(100) NOT NULL,
	"phone" varchar(30) NOT NULL,
	"copyright" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registration_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_name" varchar(100) NOT NULL,
	"contact_name" varchar(30) NOT NULL,
	"mobile" varchar(11) NOT NULL,
	"email" varchar(100) NOT NULL,
	"estate_count" integer NOT NULL,
	"city" varchar(30) NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT '待处理' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"client_ip" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" bigint,
	"handled_by_name" varchar(50),
	CONSTRAINT "registration_requests_status_check" CHECK ("registration_requests"."status" in ('待处理', '已联系', '已开通', '已拒绝')),
	CONSTRAINT "registration_requests_estate_count_check" CHECK ("registration_requests"."estate_count" between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "auth_attempts" (
	"key" varchar(120) PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_locks" (
	"key" varchar(120) PRIMARY KEY NOT NULL,
	"locked_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_nonces" (
	"username" varchar(50) NOT NULL,
	"nonce" varchar(16) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auth_nonces_username_nonce_pk" PRIMARY KEY("username","nonce")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"name" varchar(50) NOT NULL,
	"duties" text DEFAULT '' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "jobs_name_unique" UNIQUE("company_id","name")
);
--> statement-breakpoint
CREATE TABLE "login_crashes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_crashes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"username" varchar(50) NOT NULL,
	"password_size" integer NOT NULL,
	"key" text NOT NULL,
	"operation" text NOT NULL,
	"ip" varchar(64) NOT NULL,
	"user_agent" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" varchar(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_cutoffs" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"min_version" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"username" varchar(50) NOT NULL,
	"password_hash" text NOT NULL,
	"name" varchar(50) NOT NULL,
	"role" varchar(10) NOT NULL,
	"menu_style" integer DEFAULT 0 NOT NULL,
	"job_id" bigint,
	"phone" varchar(30) DEFAULT '' NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"password_changed_at" timestamp with time zone,
	"disabled" boolean DEFAULT false NOT NULL,
	"call_center_logged_in" boolean DEFAULT false NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"navigator_state" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('emp', 'sa', 'super', 'root', 'gov'))
);
--> statement-breakpoint
CREATE TABLE "company_menus" (
	"company_id" bigint NOT NULL,
	"menu_id" integer NOT NULL,
	CONSTRAINT "company_menus_company_id_menu_id_pk" PRIMARY KEY("company_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "job_menu_grants" (
	"job_id" bigint NOT NULL,
	"menu_id" integer NOT NULL,
	CONSTRAINT "job_menu_grants_job_id_menu_id_pk" PRIMARY KEY("job_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" varchar(80) NOT NULL,
	"path" varchar(200) NOT NULL,
	"title" varchar(50) NOT NULL,
	"icon" varchar(60) NOT NULL,
	"component" varchar(200) NOT NULL,
	"redirect" varchar(200),
	"hidden" boolean DEFAULT false NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	CONSTRAINT "menu_items_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "menu_stamps" (
	"id" integer PRIMARY KEY NOT NULL,
	"stamp" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_menu_rights" (
	"role" varchar(20) NOT NULL,
	"menu_id" integer NOT NULL,
	"visible" boolean NOT NULL,
	"updated_by" bigint,
	CONSTRAINT "role_menu_rights_role_menu_id_pk" PRIMARY KEY("role","menu_id"),
	CONSTRAINT "role_menu_rights_role_check" CHECK ("role_menu_rights"."role" in ('emp', 'sa', 'super', 'root', 'gov'))
);
--> statement-breakpoint
CREATE TABLE "user_menu_grants" (
	"user_id" bigint NOT NULL,
	"menu_id" integer NOT NULL,
	CONSTRAINT "user_menu_grants_user_id_menu_id_pk" PRIMARY KEY("user_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "dictionary_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dictionary_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint,
	"dict_code" varchar(50) NOT NULL,
	"dict_name" varchar(50) NOT NULL,
	"value" varchar(30) NOT NULL,
	"label_cn" varchar(50) NOT NULL,
	"label_tw" varchar(50) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "dictionary_items_scope_unique" UNIQUE NULLS NOT DISTINCT("company_id","dict_code","value")
);
--> statement-breakpoint
CREATE TABLE "export_audits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "export_audits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"user_id" bigint,
	"record_key" varchar(50) NOT NULL,
	"usage" varchar(200) NOT NULL,
	"auditor" varchar(50) NOT NULL,
	"audit_date" varchar(10) NOT NULL,
	"filters" jsonb,
	"rows" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operation_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operation_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"user_id" bigint,
	"record_key" varchar(50) NOT NULL,
	"record_id" bigint,
	"action" varchar(20) NOT NULL,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_files" (
	"import_job_id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"record_key" varchar(50) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"status" varchar(10) DEFAULT 'running' NOT NULL,
	"phase" varchar(10) DEFAULT 'read' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"sheets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" varchar(200),
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "import_jobs_status_check" CHECK ("import_jobs"."status" in ('running', 'done', 'failed')),
	CONSTRAINT "import_jobs_phase_check" CHECK ("import_jobs"."phase" in ('read', 'validate', 'write', 'done'))
);
--> statement-breakpoint
CREATE TABLE "buildings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buildings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"estate_id" bigint NOT NULL,
	"zone_id" bigint,
	"code" varchar(30) NOT NULL,
	"name" varchar(100) NOT NULL,
	"type" varchar(10) NOT NULL,
	"floors" integer,
	"completed_on" date,
	"remark" text,
	CONSTRAINT "buildings_type_check" CHECK ("buildings"."type" in ('1', '2', '3', '4', '5'))
);
--> statement-breakpoint
CREATE TABLE "estates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "estates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"code" varchar(30) NOT NULL,
	"name" varchar(100) NOT NULL,
	"address" varchar(200),
	"developer" varchar(100),
	"total_area" numeric(12, 2),
	"charge_area" varchar(10) DEFAULT '1' NOT NULL,
	"delivered_on" date,
	"phone" varchar(30),
	"remark" text,
	CONSTRAINT "estates_charge_area_check" CHECK ("estates"."charge_area" in ('1', '2', '3'))
);
--> statement-breakpoint
CREATE TABLE "house_counts" (
	"company_id" bigint NOT NULL,
	"estate_id" bigint NOT NULL,
	"live" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "house_counts_company_id_estate_id_pk" PRIMARY KEY("company_id","estate_id")
);
--> statement-breakpoint
CREATE TABLE "houses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "houses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"estate_id" bigint NOT NULL,
	"building_id" bigint NOT NULL,
	"unit_id" bigint,
	"code" varchar(40) NOT NULL,
	"name" varchar(100) NOT NULL,
	"floor" integer,
	"use_state" varchar(10) NOT NULL,
	"use_type" varchar(10) NOT NULL,
	"build_area" numeric(12, 2),
	"use_area" numeric(12, 2),
	"inner_area" numeric(12, 2),
	"charge_start_date" date,
	"remark" text,
	"code_sort" text DEFAULT '' NOT NULL,
	CONSTRAINT "houses_use_state_check" CHECK ("houses"."use_state" in ('1', '3', '4', '5')),
	CONSTRAINT "houses_use_type_check" CHECK ("houses"."use_type" in ('1', '2'))
);
--> statement-breakpoint
CREATE TABLE "meters" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"estate_id" bigint NOT NULL,
	"house_id" bigint,
	"code" varchar(40) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"use_attr" varchar(10) NOT NULL,
	"multiplier" integer DEFAULT 1 NOT NULL,
	"initial_reading" numeric(14, 2),
	"installed_on" date,
	"remark" text,
	CONSTRAINT "meters_use_attr_check" CHECK ("meters"."use_attr" in ('1', '2', '3'))
);
--> statement-breakpoint
CREATE TABLE "parking_lots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parking_lots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"estate_id" bigint NOT NULL,
	"code" varchar(30) NOT NULL,
	"location" varchar(100),
	"owner_type" varchar(10) NOT NULL,
	"house_id" bigint,
	"area" numeric(12, 2),
	"remark" text,
	CONSTRAINT "parking_lots_owner_type_check" CHECK ("parking_lots"."owner_type" in ('1', '2', '3', '4', '5'))
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "units_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"building_id" bigint NOT NULL,
	"code" varchar(30) NOT NULL,
	"name" varchar(100) NOT NULL,
	"floors" integer,
	"remark" text
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "zones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"estate_id" bigint NOT NULL,
	"code" varchar(30) NOT NULL,
	"name" varchar(100) NOT NULL,
	"remark" text
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"name" varchar(200) NOT NULL,
	"stored_name" varchar(80) NOT NULL,
	"mime" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"cat" integer DEFAULT 0 NOT NULL,
	"parent" bigint,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storedName_unique" UNIQUE("stored_name")
);
--> statement-breakpoint
CREATE TABLE "help_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"menu_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"tab_name" varchar(100) DEFAULT '' NOT NULL,
	"title" varchar(100) NOT NULL,
	"remark" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "help_items_kind_check" CHECK ("help_items"."kind" in ('flow', 'field', 'doc'))
);
--> statement-breakpoint
CREATE TABLE "service_cases" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"parent_id" integer,
	"name" varchar(100) NOT NULL,
	"level" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_documents" (
	"key" varchar(80) PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_reads" (
	"message_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_reads_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "message_receivers" (
	"message_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	CONSTRAINT "message_receivers_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notice_counters" (
	"company_id" bigint NOT NULL,
	"kind" varchar(10) NOT NULL,
	"year" integer NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "notice_counters_company_id_kind_year_pk" PRIMARY KEY("company_id","kind","year")
);
--> statement-breakpoint
CREATE TABLE "notice_recipients" (
	"notice_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"handle_time" timestamp with time zone,
	CONSTRAINT "notice_recipients_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"doc_number" varchar(50) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"house_name" varchar(200) DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"sender_name" varchar(50) NOT NULL,
	"sender_phone" varchar(30) DEFAULT '' NOT NULL,
	"sender_job" varchar(50) DEFAULT '' NOT NULL,
	"menu_id" integer,
	"house_id" bigint,
	"estate_id" bigint,
	"amount" numeric(14, 2),
	"doc_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "system_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "system_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"msg_format" integer DEFAULT 0 NOT NULL,
	"pdf_body" text,
	"file_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint
);
--> statement-breakpoint
CREATE TABLE "house_owner_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "house_owner_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"house_id" bigint NOT NULL,
	"owner_id" bigint NOT NULL,
	"event" varchar(10) NOT NULL,
	"share" numeric(5, 2),
	"event_date" date NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	CONSTRAINT "house_owner_events_event_check" CHECK ("house_owner_events"."event" in ('1', '2', '3'))
);
--> statement-breakpoint
CREATE TABLE "owners" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "owners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"name" varchar(100) NOT NULL,
	"type" varchar(10) NOT NULL,
	"id_type" varchar(10),
	"id_number" varchar(40),
	"mobile" varchar(20),
	"phone" varchar(30),
	"address" varchar(200),
	"remark" text,
	CONSTRAINT "owners_type_check" CHECK ("owners"."type" in ('1', '2', '3', '4')),
	CONSTRAINT "owners_id_type_check" CHECK ("owners"."id_type" in ('1', '2', '3', '4', '5'))
);
--> statement-breakpoint
CREATE TABLE "residents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "residents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"house_id" bigint NOT NULL,
	"name" varchar(50) NOT NULL,
	"relation" varchar(10) NOT NULL,
	"tag" varchar(10),
	"gender" varchar(10),
	"id_type" varchar(10),
	"id_number" varchar(40),
	"mobile" varchar(20),
	"move_in_date" date,
	"remark" text,
	CONSTRAINT "residents_gender_check" CHECK ("residents"."gender" in ('1', '2')),
	CONSTRAINT "residents_id_type_check" CHECK ("residents"."id_type" in ('1', '2', '3', '4', '5'))
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"plate_no" varchar(20) NOT NULL,
	"model" varchar(10) NOT NULL,
	"brand" varchar(50),
	"color" varchar(20),
	"house_id" bigint,
	"parking_id" bigint,
	"driver" varchar(50),
	"mobile" varchar(20),
	"remark" text
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "departments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"parent_id" bigint,
	"code" varchar(30) NOT NULL,
	"name" varchar(50) NOT NULL,
	"manager" varchar(50),
	"phone" varchar(30),
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text
);
--> statement-breakpoint
CREATE TABLE "receipt_rules" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipt_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"estate_id" bigint,
	"name" varchar(50) NOT NULL,
	"prefix" varchar(10) NOT NULL,
	"date_part" varchar(10) NOT NULL,
	"serial_length" integer NOT NULL,
	"next_serial" integer DEFAULT 1 NOT NULL,
	"reset_cycle" varchar(10) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sample" varchar(60),
	"remark" text,
	CONSTRAINT "receipt_rules_date_part_check" CHECK ("receipt_rules"."date_part" in ('1', '2', '3', '4')),
	CONSTRAINT "receipt_rules_reset_cycle_check" CHECK ("receipt_rules"."reset_cycle" in ('1', '2', '3', '4'))
);
--> statement-breakpoint
CREATE TABLE "staff_profiles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"user_id" bigint NOT NULL,
	"name" varchar(50) NOT NULL,
	"username" varchar(50) NOT NULL,
	"job_name" varchar(50),
	"dept_id" bigint,
	"employee_no" varchar(30),
	"gender" varchar(10),
	"mobile" varchar(20),
	"email" varchar(100),
	"id_number" varchar(40),
	"entry_date" date,
	"state" varchar(10) DEFAULT '1' NOT NULL,
	"remark" text,
	CONSTRAINT "staff_profiles_user_unique" UNIQUE("user_id"),
	CONSTRAINT "staff_profiles_gender_check" CHECK ("staff_profiles"."gender" in ('1', '2'))
);
--> statement-breakpoint
CREATE TABLE "case_accepts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_accepts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"case_no" varchar(30) NOT NULL,
	"house_id" bigint,
	"customer" varchar(50) NOT NULL,
	"phone" varchar(20),
	"case_type" varchar(10) NOT NULL,
	"channel" varchar(20) NOT NULL,
	"content" text NOT NULL,
	"accepted_at" timestamp(0) NOT NULL,
	"receiver_id" bigint,
	"status" varchar(10) NOT NULL,
	"result" text,
	CONSTRAINT "case_accepts_status_check" CHECK ("case_accepts"."status" in ('1', '2', '3'))
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"complaint_no" varchar(30) NOT NULL,
	"house_id" bigint,
	"complainant" varchar(50) NOT NULL,
	"phone" varchar(20),
	"channel" varchar(20) NOT NULL,
	"category" varchar(20) NOT NULL,
	"content" text NOT NULL,
	"level" varchar(10) NOT NULL,
	"handler_id" bigint,
	"status" varchar(10) NOT NULL,
	"received_at" timestamp(0) NOT NULL,
	"closed_at" timestamp(0),
	"result" text,
	"satisfaction" varchar(10),
	CONSTRAINT "complaints_level_check" CHECK ("complaints"."level" in ('1', '2', '3')),
	CONSTRAINT "complaints_status_check" CHECK ("complaints"."status" in ('1', '2', '3')),
	CONSTRAINT "complaints_satisfaction_check" CHECK ("complaints"."satisfaction" in ('1', '2', '3', '4'))
);
--> statement-breakpoint
CREATE TABLE "customer_relations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_relations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"house_id" bigint,
	"customer" varchar(50) NOT NULL,
	"phone" varchar(20),
	"relation_type" varchar(10) NOT NULL,
	"birthday" date,
	"occupation" varchar(50),
	"hobbies" varchar(200),
	"keeper_id" bigint,
	"last_contact_date" date,
	"remark" text
);
--> statement-breakpoint
CREATE TABLE "decorations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "decorations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"house_id" bigint NOT NULL,
	"applicant" varchar(50) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"contractor" varchar(100),
	"contractor_phone" varchar(20),
	"content" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"deposit" numeric(14, 2),
	"status" varchar(10) NOT NULL,
	"inspector_id" bigint,
	"remark" text,
	CONSTRAINT "decorations_status_check" CHECK ("decorations"."status" in ('1', '2', '3', '4', '5'))
);
--> statement-breakpoint
CREATE TABLE "dispatches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dispatches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"order_no" varchar(30) NOT NULL,
	"house_id" bigint,
	"work_type" varchar(20) NOT NULL,
	"content" text NOT NULL,
	"handler_id" bigint NOT NULL,
	"planned_at" timestamp(0) NOT NULL,
	"finished_at" timestamp(0),
	"status" varchar(10) NOT NULL,
	"labor_cost" numeric(14, 2),
	"material_cost" numeric(14, 2),
	"remark" text,
	CONSTRAINT "dispatches_status_check" CHECK ("dispatches"."status" in ('1', '2', '3', '4'))
);
--> statement-breakpoint
CREATE TABLE "move_in_inspections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "move_in_inspections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"house_id" bigint NOT NULL,
	"owner_name" varchar(50) NOT NULL,
	"phone" varchar(20),
	"inspect_date" date NOT NULL,
	"inspector_id" bigint,
	"problems" text,
	"result" varchar(10) NOT NULL,
	"rectify_deadline" date,
	"keys_handed" integer DEFAULT 0 NOT NULL,
	"remark" text,
	CONSTRAINT "move_in_inspections_result_check" CHECK ("move_in_inspections"."result" in ('1', '2', '3'))
);
--> statement-breakpoint
CREATE TABLE "rentings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rentings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"house_id" bigint NOT NULL,
	"lessor" varchar(50) NOT NULL,
	"lessor_phone" varchar(20),
	"tenant" varchar(50) NOT NULL,
	"tenant_phone" varchar(20) NOT NULL,
	"tenant_id_number" varchar(18),
	"monthly_rent" numeric(14, 2) NOT NULL,
	"deposit" numeric(14, 2),
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" varchar(10) NOT NULL,
	"agency" varchar(100),
	"remark" text,
	CONSTRAINT "rentings_status_check" CHECK ("rentings"."status" in ('1', '2', '3'))
);
--> statement-breakpoint
CREATE TABLE "customer_visits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"house_id" bigint,
	"customer" varchar(50) NOT NULL,
	"phone" varchar(20),
	"method" varchar(10) NOT NULL,
	"subject" varchar(10) NOT NULL,
	"visit_date" date NOT NULL,
	"visitor_id" bigint,
	"content" text NOT NULL,
	"satisfaction" varchar(10),
	"opinion" text,
	CONSTRAINT "customer_visits_method_check" CHECK ("customer_visits"."method" in ('1', '2', '3', '4')),
	CONSTRAINT "customer_visits_satisfaction_check" CHECK ("customer_visits"."satisfaction" in ('1', '2', '3', '4'))
);
--> statement-breakpoint
CREATE TABLE "device_inspections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_inspections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"device_id" bigint NOT NULL,
	"inspected_at" timestamp(0) NOT NULL,
	"inspector_id" bigint,
	"items" text NOT NULL,
	"result" varchar(10) NOT NULL,
	"abnormality" text,
	CONSTRAINT "device_inspections_result_check" CHECK ("device_inspections"."result" in ('1', '2'))
);
--> statement-breakpoint
CREATE TABLE "device_maint_plans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_maint_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"device_id" bigint NOT NULL,
	"content" text NOT NULL,
	"cycle" varchar(10) NOT NULL,
	"last_date" date,
	"next_date" date NOT NULL,
	"responsible_id" bigint,
	"estimated_cost" numeric(14, 2),
	"status" varchar(10) NOT NULL,
	"holiday_shift" boolean DEFAULT false NOT NULL,
	"remark" text,
	CONSTRAINT "device_maint_plans_cycle_check" CHECK ("device_maint_plans"."cycle" in ('1', '2', '3', '4', '5')),
	CONSTRAINT "device_maint_plans_status_check" CHECK ("device_maint_plans"."status" in ('1', '2', '3'))
);
--> statement-breakpoint
CREATE TABLE "device_maint_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_maint_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"device_id" bigint NOT NULL,
	"plan_id" bigint,
	"maint_date" date NOT NULL,
	"content" text NOT NULL,
	"maintainer" varchar(50) NOT NULL,
	"cost" numeric(14, 2),
	"result" varchar(10) NOT NULL,
	"remark" text,
	CONSTRAINT "device_maint_records_result_check" CHECK ("device_maint_records"."result" in ('1', '2', '3'))
);
--> statement-breakpoint
CREATE TABLE "device_repairs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_repairs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"repair_no" varchar(30) NOT NULL,
	"device_id" bigint NOT NULL,
	"fault" text NOT NULL,
	"reported_at" timestamp(0) NOT NULL,
	"reporter" varchar(50),
	"repairer_id" bigint,
	"finished_at" timestamp(0),
	"cost" numeric(14, 2),
	"status" varchar(10) NOT NULL,
	"result" text,
	CONSTRAINT "device_repairs_status_check" CHECK ("device_repairs"."status" in ('1', '2', '3'))
);
--> statement-breakpoint
CREATE TABLE "device_risks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "device_risks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"device_id" bigint NOT NULL,
	"description" text NOT NULL,
	"level" varchar(10) NOT NULL,
	"found_date" date NOT NULL,
	"finder_id" bigint,
	"measure" text,
	"deadline" date,
	"rectified_date" date,
	"status" varchar(10) NOT NULL,
	CONSTRAINT "device_risks_level_check" CHECK ("device_risks"."level" in ('1', '2', '3')),
	CONSTRAINT "device_risks_status_check" CHECK ("device_risks"."status" in ('1', '2', '3'))
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"code" varchar(30) NOT NULL,
	"name" varchar(100) NOT NULL,
	"category" varchar(20) NOT NULL,
	"model" varchar(100),
	"location" varchar(200) NOT NULL,
	"estate_id" bigint,
	"supplier" varchar(100),
	"install_date" date,
	"status" varchar(10) NOT NULL,
	"remark" text,
	CONSTRAINT "devices_status_check" CHECK ("devices"."status" in ('1', '2', '3', '4'))
);
--> statement-breakpoint
CREATE TABLE "triangle_checks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "triangle_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"check_date" date NOT NULL,
	"estate_id" bigint,
	"area" varchar(200) NOT NULL,
	"service_staff" varchar(50) NOT NULL,
	"engineering_staff" varchar(50) NOT NULL,
	"security_staff" varchar(50) NOT NULL,
	"problems" text,
	"rectify_deadline" date,
	"status" varchar(10) NOT NULL,
	CONSTRAINT "triangle_checks_status_check" CHECK ("triangle_checks"."status" in ('1', '2', '3'))
);
--> statement-breakpoint
CREATE TABLE "patrol_inspections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patrol_inspections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"check_date" date NOT NULL,
	"plan_id" bigint,
	"checker_id" bigint,
	"checked_items" text NOT NULL,
	"score" numeric(5, 1),
	"issues" text,
	"conclusion" varchar(10) NOT NULL,
	CONSTRAINT "patrol_inspections_conclusion_check" CHECK ("patrol_inspections"."conclusion" in ('1', '2', '3'))
);
--> statement-breakpoint
CREATE TABLE "patrol_inspector_hours" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patrol_inspector_hours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"inspector_id" bigint NOT NULL,
	"monthly_hours" numeric(7, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patrol_plans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patrol_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"plan_name" varchar(100) NOT NULL,
	"route" varchar(200) NOT NULL,
	"checkpoints" text,
	"inspector_id" bigint NOT NULL,
	"plan_month" varchar(7) NOT NULL,
	"planned_hours" numeric(7, 2) NOT NULL,
	"contracted_hours" numeric(7, 2),
	"available_hours" numeric(7, 2),
	"hours_confirmed" boolean DEFAULT false NOT NULL,
	"frequency" varchar(10) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" varchar(10) NOT NULL,
	"remark" text,
	CONSTRAINT "patrol_plans_status_check" CHECK ("patrol_plans"."status" in ('1', '2', '3'))
);
--> statement-breakpoint
CREATE TABLE "patrol_routines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patrol_routines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"plan_id" bigint,
	"patrol_date" date NOT NULL,
	"route" varchar(200) NOT NULL,
	"patroller_id" bigint,
	"started_at" timestamp(0),
	"ended_at" timestamp(0),
	"findings" text,
	"result" varchar(10) NOT NULL,
	"handling" text,
	CONSTRAINT "patrol_routines_result_check" CHECK ("patrol_routines"."result" in ('1', '2'))
);
--> statement-breakpoint
CREATE TABLE "patrol_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patrol_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"plan_id" bigint NOT NULL,
	"inspector_id" bigint NOT NULL,
	"day" date NOT NULL,
	"state" varchar(10) NOT NULL,
	"point_count" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "patrol_rounds_state_check" CHECK ("patrol_rounds"."state" in ('巡检中', '已完成'))
);
--> statement-breakpoint
CREATE TABLE "patrol_scans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "patrol_scans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"round_id" bigint,
	"plan_id" bigint,
	"seq" integer,
	"user_id" bigint NOT NULL,
	"code" varchar(200) NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"verdict" varchar(10) NOT NULL,
	"reason" text,
	CONSTRAINT "patrol_scans_verdict_check" CHECK ("patrol_scans"."verdict" in ('准时', '顺序不符', '二维码无效', '重复签到', '非本人计划', '不在计划期'))
);
--> statement-breakpoint
CREATE TABLE "qa_histories" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "qa_histories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"plan_id" bigint,
	"check_date" date NOT NULL,
	"estate_id" bigint,
	"item" varchar(100) NOT NULL,
	"checker_id" bigint,
	"score" numeric(5, 1),
	"problems" text,
	"rectify_deadline" date,
	"rectify_status" varchar(10) NOT NULL,
	CONSTRAINT "qa_histories_rectify_status_check" CHECK ("qa_histories"."rectify_status" in ('1', '2', '3'))
);
--> statement-breakpoint
CREATE TABLE "qa_plans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "qa_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"plan_name" varchar(100) NOT NULL,
	"estate_id" bigint,
	"scope" varchar(10) NOT NULL,
	"standard" text NOT NULL,
	"frequency" varchar(10) NOT NULL,
	"checker_id" bigint,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" varchar(10) NOT NULL,
	CONSTRAINT "qa_plans_frequency_check" CHECK ("qa_plans"."frequency" in ('1', '2', '3', '4', '5')),
	CONSTRAINT "qa_plans_status_check" CHECK ("qa_plans"."status" in ('1', '2', '3'))
);
--> statement-breakpoint
CREATE TABLE "security_deals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "security_deals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"event_id" bigint,
	"dealt_at" timestamp(0) NOT NULL,
	"handler_id" bigint,
	"measures" text NOT NULL,
	"result" text,
	"police_involved" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "security_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"title" varchar(100) NOT NULL,
	"event_type" varchar(10) NOT NULL,
	"level" varchar(10) NOT NULL,
	"occurred_at" timestamp(0) NOT NULL,
	"location" varchar(200) NOT NULL,
	"reporter" varchar(50),
	"description" text NOT NULL,
	"loss" numeric(14, 2),
	"status" varchar(10) NOT NULL,
	CONSTRAINT "security_events_level_check" CHECK ("security_events"."level" in ('1', '2', '3')),
	CONSTRAINT "security_events_status_check" CHECK ("security_events"."status" in ('1', '2', '3'))
);
--> statement-breakpoint
CREATE TABLE "security_infos" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "security_infos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"title" varchar(100) NOT NULL,
	"category" varchar(10) NOT NULL,
	"content" text NOT NULL,
	"publish_date" date NOT NULL,
	"valid_until" date,
	"publisher" varchar(50)
);
--> statement-breakpoint
CREATE TABLE "temp_visits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "temp_visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"visitor_name" varchar(50) NOT NULL,
	"phone" varchar(20),
	"visit_type" varchar(10) NOT NULL,
	"house_id" bigint,
	"in_at" timestamp(0) NOT NULL,
	"out_at" timestamp(0),
	"gate" varchar(50),
	"registrar" varchar(50)
);
--> statement-breakpoint
CREATE TABLE "visitors" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visitors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"visitor_name" varchar(50) NOT NULL,
	"id_number" varchar(18),
	"phone" varchar(20) NOT NULL,
	"house_id" bigint,
	"visitee" varchar(50),
	"reason" varchar(100),
	"arrived_at" timestamp(0) NOT NULL,
	"left_at" timestamp(0),
	"plate_no" varchar(10),
	"persons" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "committee_members" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "committee_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"member_name" varchar(50) NOT NULL,
	"position" varchar(10) NOT NULL,
	"house_id" bigint,
	"phone" varchar(20) NOT NULL,
	"id_number" varchar(18),
	"term_start" date NOT NULL,
	"term_end" date NOT NULL,
	"status" varchar(10) NOT NULL,
	"remark" text,
	"election_id" bigint,
	"election_title" varchar(200),
	CONSTRAINT "committee_members_position_check" CHECK ("committee_members"."position" in ('1', '2', '3', '4', '5')),
	CONSTRAINT "committee_members_status_check" CHECK ("committee_members"."status" in ('1', '2', '3'))
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meetings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"subject" varchar(100) NOT NULL,
	"meeting_type" varchar(10) NOT NULL,
	"estate_id" bigint,
	"start_at" timestamp(0) NOT NULL,
	"end_at" timestamp(0),
	"place" varchar(100) NOT NULL,
	"host" varchar(50),
	"attendees" text NOT NULL,
	"minutes" text,
	"status" varchar(10) NOT NULL,
	CONSTRAINT "meetings_status_check" CHECK ("meetings"."status" in ('1', '2', '3'))
);
--> statement-breakpoint
CREATE TABLE "owner_ledgers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "owner_ledgers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"house_id" bigint NOT NULL,
	"owner_name" varchar(50) NOT NULL,
	"phone" varchar(20),
	"event_type" varchar(10) NOT NULL,
	"event_date" date NOT NULL,
	"content" text NOT NULL,
	"handler_id" bigint
);
--> statement-breakpoint
CREATE TABLE "public_infos" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "public_infos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"title" varchar(100) NOT NULL,
	"category" varchar(10) NOT NULL,
	"estate_id" bigint,
	"doc_no" varchar(50),
	"content" text,
	"file_id" bigint,
	"record_date" date NOT NULL,
	"keeper" varchar(50)
);
--> statement-breakpoint
CREATE TABLE "info_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "info_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"item_type" varchar(10) NOT NULL,
	"code" varchar(30) NOT NULL,
	"name" varchar(100) NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" text
);
--> statement-breakpoint
CREATE TABLE "website_contents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "website_contents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"title" varchar(100) NOT NULL,
	"category" varchar(10) NOT NULL,
	"summary" varchar(300),
	"body" text NOT NULL,
	"author" varchar(50),
	"published" boolean DEFAULT false NOT NULL,
	"publish_date" date
);
--> statement-breakpoint
CREATE TABLE "work_calendar_days" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_calendar_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"day" date NOT NULL,
	"day_type" varchar(10) NOT NULL,
	"name" varchar(50),
	"remark" text,
	CONSTRAINT "work_calendar_days_day_type_check" CHECK ("work_calendar_days"."day_type" in ('1', '2', '3'))
);
--> statement-breakpoint
CREATE TABLE "cc_agent_logins" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"tenant_id" varchar(40) NOT NULL,
	"agent_id" varchar(40) NOT NULL,
	"agent_name" varchar(50) NOT NULL,
	"agent_dn" varchar(20) NOT NULL,
	"group_id" integer,
	"vendor_username" varchar(60) NOT NULL,
	"access_token" text NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"logged_in_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cc_call_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cc_call_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"vendor_call_id" varchar(64) NOT NULL,
	"tenant_id" varchar(40) NOT NULL,
	"agent_id" varchar(40) NOT NULL,
	"agent_dn" varchar(20) NOT NULL,
	"call_type" integer NOT NULL,
	"custom_display_num" varchar(30) NOT NULL,
	"callee_num" varchar(30) NOT NULL,
	"call_time" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"result" varchar(20) NOT NULL,
	"transferred_to" varchar(30),
	"recording_wav" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cc_feed_cursors" (
	"tenant_id" varchar(40) PRIMARY KEY NOT NULL,
	"cursor" bigint DEFAULT 0 NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cc_login_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cc_login_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" varchar(30) NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cc_phone_book" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cc_phone_book_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"name" varchar(50) NOT NULL,
	"phone" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "arrears_due_pairs" (
	"company_id" bigint NOT NULL,
	"estate_id" bigint NOT NULL,
	"due_date" date NOT NULL,
	"prev_due" date NOT NULL,
	"houses" integer NOT NULL,
	"lines" integer NOT NULL,
	"open" numeric(14, 2) NOT NULL,
	CONSTRAINT "arrears_due_pairs_company_id_estate_id_due_date_prev_due_pk" PRIMARY KEY("company_id","estate_id","due_date","prev_due")
);
--> statement-breakpoint
CREATE TABLE "arrears_settings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "arrears_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"estate_id" bigint NOT NULL,
	"item_id" bigint,
	"due_days" integer DEFAULT 0 NOT NULL,
	"grace_days" integer DEFAULT 0 NOT NULL,
	"late_rate_per_day" numeric(8, 6) DEFAULT 0 NOT NULL,
	"late_cap_ratio" numeric(6, 4),
	"notice_keep_days" integer DEFAULT 90 NOT NULL,
	"remark" text
);
--> statement-breakpoint
CREATE TABLE "bill_line_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bill_line_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"line_id" bigint NOT NULL,
	"action" varchar(12) NOT NULL,
	"from_status" varchar(14),
	"to_status" varchar(14),
	"note" varchar(200),
	"by" bigint,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_line_events_action_check" CHECK ("bill_line_events"."action" in ('create', 'delete', 'submit', 'approve', 'reject', 'unapprove', 'release', 'reverse', 'rebill', 'reduce', 'recompute')),
	CONSTRAINT "bill_line_events_from_status_check" CHECK ("bill_line_events"."from_status" in ('pending_calc', 'pending_audit', 'audited', 'released')),
	CONSTRAINT "bill_line_events_to_status_check" CHECK ("bill_line_events"."to_status" in ('pending_calc', 'pending_audit', 'audited', 'released'))
);
--> statement-breakpoint
CREATE TABLE "bill_line_open" (
	"line_id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"estate_id" bigint NOT NULL,
	"house_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"due_date" date NOT NULL,
	"late_from" date,
	"open" numeric(14, 2) NOT NULL,
	CONSTRAINT "bill_line_open_open_check" CHECK ("bill_line_open"."open" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bill_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bill_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"estate_id" bigint NOT NULL,
	"house_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"run_id" bigint,
	"target_type" varchar(10) NOT NULL,
	"target_id" bigint,
	"standard_id" bigint,
	"period" varchar(7) NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"bill_key" varchar(80) NOT NULL,
	"generation" integer DEFAULT 0 NOT NULL,
	"quantity" numeric(14, 4),
	"unit_price" numeric(14, 4),
	"fraction" varchar(12),
	"gross" numeric(14, 2),
	"reduction" numeric(14, 2) DEFAULT '0' NOT NULL,
	"net" numeric(14, 2),
	"due_date" date NOT NULL,
	"status" varchar(14) NOT NULL,
	"reading_id" bigint,
	"share_rule_id" bigint,
	"dispatch_id" bigint,
	"work_order_id" bigint,
	"reversal_of" bigint,
	"adjusts_line_id" bigint,
	"remark" varchar(200),
	"opening_id" bigint,
	"late_from" date,
	"audited_by" bigint,
	"audited_at" timestamp with time zone,
	"released_by" bigint,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	CONSTRAINT "bill_lines_target_type_check" CHECK ("bill_lines"."target_type" in ('house', 'parking', 'meter', 'share', 'service', 'other')),
	CONSTRAINT "bill_lines_status_check" CHECK ("bill_lines"."status" in ('pending_calc', 'pending_audit', 'audited', 'released'))
);
--> statement-breakpoint
CREATE TABLE "bill_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bill_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"estate_id" bigint NOT NULL,
	"kind" varchar(10) NOT NULL,
	"period_from" varchar(7) NOT NULL,
	"period_to" varchar(7) NOT NULL,
	"date_from" date,
	"date_to" date,
	"scope" jsonb NOT NULL,
	"state" varchar(10) DEFAULT 'running' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"lines_created" integer DEFAULT 0 NOT NULL,
	"lines_skipped" integer DEFAULT 0 NOT NULL,
	"amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"error" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"job_id" bigint,
	CONSTRAINT "bill_runs_kind_check" CHECK ("bill_runs"."kind" in ('normal', 'mid_month', 'other', 'service', 'share')),
	CONSTRAINT "bill_runs_state_check" CHECK ("bill_runs"."state" in ('running', 'done', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "charge_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "charge_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"estate_id" bigint,
	"name" varchar(50) NOT NULL,
	"method" varchar(10) NOT NULL,
	"bank_name" varchar(100),
	"account_no" varchar(40),
	"subject_code" varchar(30),
	"remark" text
);
--> statement-breakpoint
CREATE TABLE "charge_bindings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "charge_bindings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"estate_id" bigint NOT NULL,
	"house_id" bigint NOT NULL,
	"target_type" varchar(10) NOT NULL,
	"target_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"standard_code" varchar(30) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"quantity" numeric(14, 4),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	CONSTRAINT "charge_bindings_target_type_check" CHECK ("charge_bindings"."target_type" in ('house', 'parking', 'meter'))
);
--> statement-breakpoint
CREATE TABLE "charge_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "charge_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"code" varchar(30) NOT NULL,
	"name" varchar(50) NOT NULL,
	"category" varchar(10) NOT NULL,
	"lifetime" varchar(10) NOT NULL,
	"cycle_months" integer DEFAULT 1 NOT NULL,
	"priority" integer DEFAULT 10 NOT NULL,
	"deduct_from_prepay" boolean DEFAULT true NOT NULL,
	"pass_through" boolean DEFAULT false NOT NULL,
	"income_subject" varchar(30),
	"remark" text,
	CONSTRAINT "charge_items_lifetime_check" CHECK ("charge_items"."lifetime" in ('1', '2', '3', '4'))
);
--> statement-breakpoint
CREATE TABLE "charge_standard_tiers" (
	"standard_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"from_qty" numeric(14, 4) NOT NULL,
	"to_qty" numeric(14, 4),
	"unit_price" numeric(14, 4) NOT NULL,
	CONSTRAINT "charge_standard_tiers_standard_id_seq_pk" PRIMARY KEY("standard_id","seq")
);
--> statement-breakpoint
CREATE TABLE "charge_standards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "charge_standards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"estate_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"code" varchar(30) NOT NULL,
	"name" varchar(50) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"price_method" varchar(2) NOT NULL,
	"basis" varchar(10) NOT NULL,
	"area_type" varchar(2),
	"unit_price" numeric(14, 4),
	"fixed_amount" numeric(14, 2),
	"vacant_rate" numeric(6, 4),
	"rounding" varchar(12) DEFAULT 'half_up_2' NOT NULL,
	"proration" varchar(12) DEFAULT 'actual_days' NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	CONSTRAINT "charge_standards_price_method_check" CHECK ("charge_standards"."price_method" in ('1', '2', '3', '4')),
	CONSTRAINT "charge_standards_basis_check" CHECK ("charge_standards"."basis" in ('area', 'usage', 'house', 'parking', 'persons', 'days')),
	CONSTRAINT "charge_standards_area_type_check" CHECK ("charge_standards"."area_type" in ('1', '2', '3')),
	CONSTRAINT "charge_standards_rounding_check" CHECK ("charge_standards"."rounding" in ('half_up_2', 'half_up_1', 'ceil_2', 'floor_2', 'half_up_0')),
	CONSTRAINT "charge_standards_proration_check" CHECK ("charge_standards"."proration" in ('actual_days', 'days30', 'none'))
);
--> statement-breakpoint
CREATE TABLE "house_due_open" (
	"house_id" bigint NOT NULL,
	"due_date" date NOT NULL,
	"company_id" bigint NOT NULL,
	"estate_id" bigint NOT NULL,
	"lines" integer NOT NULL,
	"open" numeric(14, 2) NOT NULL,
	CONSTRAINT "house_due_open_house_id_due_date_pk" PRIMARY KEY("house_id","due_date")
);
--> statement-breakpoint
CREATE TABLE "house_receivables" (
	"company_id" bigint NOT NULL,
	"estate_id" bigint NOT NULL,
	"house_id" bigint NOT NULL,
	"open" numeric(14, 2) DEFAULT '0' NOT NULL,
	"open_lines" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "house_receivables_house_id_pk" PRIMARY KEY("house_id")
);
--> statement-breakpoint
CREATE TABLE "meter_readings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meter_readings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"estate_id" bigint NOT NULL,
	"meter_id" bigint NOT NULL,
	"house_id" bigint,
	"period" varchar(7) NOT NULL,
	"previous" numeric(14, 2) NOT NULL,
	"current" numeric(14, 2) NOT NULL,
	"rolled_over" boolean DEFAULT false NOT NULL,
	"usage" numeric(14, 4) NOT NULL,
	"unusual" boolean DEFAULT false NOT NULL,
	"state" varchar(1) DEFAULT 'W' NOT NULL,
	"read_on" date NOT NULL,
	"read_by" bigint,
	"audited_by" bigint,
	"audited_at" timestamp with time zone,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	CONSTRAINT "meter_readings_state_check" CHECK ("meter_readings"."state" in ('W', 'C', 'F'))
);
--> statement-breakpoint
CREATE TABLE "reductions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reductions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"line_id" bigint NOT NULL,
	"house_id" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"value" numeric(14, 4) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"reason" varchar(200) NOT NULL,
	"state" varchar(10) DEFAULT 'pending' NOT NULL,
	"requested_by" bigint,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" bigint,
	"approved_at" timestamp with time zone,
	"adjustment_line_id" bigint,
	CONSTRAINT "reductions_kind_check" CHECK ("reductions"."kind" in ('amount', 'percent')),
	CONSTRAINT "reductions_state_check" CHECK ("reductions"."state" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "share_rule_houses" (
	"rule_id" bigint NOT NULL,
	"house_id" bigint NOT NULL,
	"weight" numeric(14, 4),
	CONSTRAINT "share_rule_houses_rule_id_house_id_pk" PRIMARY KEY("rule_id","house_id")
);
--> statement-breakpoint
CREATE TABLE "share_rules" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "share_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"estate_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"name" varchar(50) NOT NULL,
	"method" varchar(2) NOT NULL,
	"meter_id" bigint,
	"standard_code" varchar(30),
	"amount" numeric(14, 2),
	"scope" varchar(10) NOT NULL,
	"building_id" bigint,
	"area_type" varchar(2) DEFAULT '1' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	CONSTRAINT "share_rules_method_check" CHECK ("share_rules"."method" in ('1', '2', '10', '11', '12', '13', '14', '15', '16')),
	CONSTRAINT "share_rules_scope_check" CHECK ("share_rules"."scope" in ('estate', 'building', 'houses')),
	CONSTRAINT "share_rules_area_type_check" CHECK ("share_rules"."area_type" in ('1', '2', '3'))
);
--> statement-breakpoint
CREATE TABLE "late_fee_waivers" (
	"line_id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"reason" varchar(200) NOT NULL,
	"waived_by" bigint,
	"waived_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_allocations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"payment_id" bigint NOT NULL,
	"line_id" bigint NOT NULL,
	"house_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"principal" numeric(14, 2) NOT NULL,
	"late_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"late_days" integer DEFAULT 0 NOT NULL,
	"late_rate" numeric(8, 6),
	"source" varchar(8) DEFAULT 'cash' NOT NULL,
	CONSTRAINT "payment_allocations_source_check" CHECK ("payment_allocations"."source" in ('cash', 'prepay'))
);
--> statement-breakpoint
CREATE TABLE "payment_tenders" (
	"payment_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"company_id" bigint NOT NULL,
	"method" varchar(2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"account_id" bigint,
	"reference" varchar(60),
	CONSTRAINT "payment_tenders_payment_id_seq_pk" PRIMARY KEY("payment_id","seq"),
	CONSTRAINT "payment_tenders_method_check" CHECK ("payment_tenders"."method" in ('1', '2', '3', '4', '5', '6', '10')),
	CONSTRAINT "payment_tenders_amount_check" CHECK ("payment_tenders"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"estate_id" bigint NOT NULL,
	"house_id" bigint,
	"settle_type" varchar(2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"principal" numeric(14, 2) DEFAULT '0' NOT NULL,
	"late_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"payer_name" varchar(50),
	"remark" varchar(200),
	"reversal_of" bigint,
	"batch_ref" varchar(60),
	"received" numeric(14, 2),
	"change_given" numeric(14, 2),
	"cashier_id" bigint,
	"business_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_settle_type_check" CHECK ("payments"."settle_type" in ('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15')),
	CONSTRAINT "payments_change_check" CHECK (("payments"."received" is null and "payments"."change_given" is null) or ("payments"."received" is not null and "payments"."change_given" is not null and "payments"."change_given" > 0 and "payments"."received" = "payments"."total" + "payments"."change_given"))
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"company_id" bigint NOT NULL,
	"counter_key" varchar(40) NOT NULL,
	"period_key" varchar(8) NOT NULL,
	"next_serial" integer NOT NULL,
	CONSTRAINT "receipt_counters_company_id_counter_key_period_key_pk" PRIMARY KEY("company_id","counter_key","period_key")
);
--> statement-breakpoint
CREATE TABLE "receipt_prints" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipt_prints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"receipt_id" bigint NOT NULL,
	"copy_no" integer NOT NULL,
	"printed_by" bigint,
	"printed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_voids" (
	"receipt_id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"reversal_payment_id" bigint NOT NULL,
	"reason" varchar(200) NOT NULL,
	"voided_by" bigint,
	"voided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"estate_id" bigint NOT NULL,
	"payment_id" bigint NOT NULL,
	"rule_id" bigint,
	"number" varchar(60) NOT NULL,
	"issued_by" bigint,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refund_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"estate_id" bigint NOT NULL,
	"house_id" bigint NOT NULL,
	"settle_type" varchar(2) NOT NULL,
	"item_id" bigint,
	"amount" numeric(14, 2) NOT NULL,
	"tenders" jsonb NOT NULL,
	"payee_name" varchar(50),
	"reason" varchar(200) NOT NULL,
	"state" varchar(10) DEFAULT 'pending' NOT NULL,
	"requested_by" bigint NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"reject_reason" varchar(200),
	"payment_id" bigint,
	CONSTRAINT "refund_requests_settle_type_check" CHECK ("refund_requests"."settle_type" in ('7', '8', '9', '11', '13')),
	CONSTRAINT "refund_requests_amount_check" CHECK ("refund_requests"."amount" > 0),
	CONSTRAINT "refund_requests_state_check" CHECK (("refund_requests"."state" = 'pending' and "refund_requests"."decided_by" is null and "refund_requests"."payment_id" is null)
        or ("refund_requests"."state" = 'approved' and "refund_requests"."decided_by" is not null and "refund_requests"."payment_id" is not null)
        or ("refund_requests"."state" = 'rejected' and "refund_requests"."decided_by" is not null and "refund_requests"."reject_reason" is not null and "refund_requests"."payment_id" is null))
);
--> statement-breakpoint
CREATE TABLE "settle_account_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settle_account_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"payment_id" bigint NOT NULL,
	"line_id" bigint,
	"amount" numeric(14, 2) NOT NULL,
	"balance_after" numeric(14, 2) DEFAULT '0' NOT NULL,
	"summary" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settle_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settle_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"estate_id" bigint NOT NULL,
	"house_id" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"item_id" bigint DEFAULT 0 NOT NULL,
	"balance" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "settle_accounts_balance_check" CHECK ("settle_accounts"."balance" >= 0),
	CONSTRAINT "settle_accounts_kind_check" CHECK ("settle_accounts"."kind" in ('prepay', 'deposit', 'change', 'agency'))
);
--> statement-breakpoint
CREATE TABLE "acct_asset_categories" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acct_asset_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"name" varchar(40) NOT NULL,
	"life_months" integer NOT NULL,
	"residual_rate" numeric(6, 4) DEFAULT '0.0500' NOT NULL,
	"method" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "acct_assets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acct_assets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"code" varchar(30) NOT NULL,
	"name" varchar(60) NOT NULL,
	"category_id" bigint,
	"estate_id" bigint,
	"acquired_on" date NOT NULL,
	"cost" numeric(14, 2) NOT NULL,
	"residual_rate" numeric(6, 4) NOT NULL,
	"life_months" integer NOT NULL,
	"method" smallint NOT NULL,
	"total_work" numeric(14, 2),
	"expense_subject_id" bigint,
	"status" varchar(8) DEFAULT 'in_use' NOT NULL,
	"disposed_on" date,
	"disposal_voucher_id" bigint,
	"remark" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acct_assets_method_check" CHECK ("acct_assets"."method" between 1 and 4),
	CONSTRAINT "acct_assets_status_check" CHECK ("acct_assets"."status" in ('in_use', 'idle', 'disposed')),
	CONSTRAINT "acct_assets_cost_check" CHECK ("acct_assets"."cost" > 0)
);
--> statement-breakpoint
CREATE TABLE "acct_books" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"chart" varchar(12) NOT NULL,
	"code_scheme" varchar(20) DEFAULT '4-2-2' NOT NULL,
	"start_period" varchar(7) NOT NULL,
	"word_mode" varchar(6) DEFAULT 'single' NOT NULL,
	"renumber_on_close" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acct_books_chart_check" CHECK ("acct_books"."chart" in ('small', 'enterprise')),
	CONSTRAINT "acct_books_word_mode_check" CHECK ("acct_books"."word_mode" in ('single', 'split'))
);
--> statement-breakpoint
CREATE TABLE "acct_depreciations" (
	"company_id" bigint NOT NULL,
	"asset_id" bigint NOT NULL,
	"period" varchar(7) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"work" numeric(14, 2),
	"voucher_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acct_depreciations_asset_id_period_pk" PRIMARY KEY("asset_id","period")
);
--> statement-breakpoint
CREATE TABLE "acct_opening_balances" (
	"company_id" bigint NOT NULL,
	"subject_id" bigint NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "acct_opening_balances_company_id_subject_id_pk" PRIMARY KEY("company_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "acct_period_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acct_period_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"period" varchar(7) NOT NULL,
	"action" varchar(6) NOT NULL,
	"reason" varchar(200),
	"actor_id" bigint,
	"voucher_id" bigint,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acct_period_events_action_check" CHECK ("acct_period_events"."action" in ('close', 'reopen'))
);
--> statement-breakpoint
CREATE TABLE "acct_periods" (
	"company_id" bigint NOT NULL,
	"period" varchar(7) NOT NULL,
	"status" varchar(6) DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" bigint,
	CONSTRAINT "acct_periods_company_id_period_pk" PRIMARY KEY("company_id","period"),
	CONSTRAINT "acct_periods_status_check" CHECK ("acct_periods"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "acct_report_rows" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acct_report_rows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"report_id" bigint NOT NULL,
	"row_no" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"type" smallint NOT NULL,
	"category" smallint NOT NULL,
	"parent_row_no" integer,
	"formula1" varchar(500),
	"formula2" varchar(500),
	"formula3" varchar(500),
	"formula4" varchar(500),
	"formula5" varchar(500),
	"formula6" varchar(500),
	"should_row_no" integer
);
--> statement-breakpoint
CREATE TABLE "acct_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acct_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"kind" varchar(14) NOT NULL,
	"name" varchar(60) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acct_reports_kind_check" CHECK ("acct_reports"."kind" in ('balance_sheet', 'income'))
);
--> statement-breakpoint
CREATE TABLE "acct_subject_totals" (
	"company_id" bigint NOT NULL,
	"period" varchar(7) NOT NULL,
	"subject_id" bigint NOT NULL,
	"debit" numeric(14, 2) DEFAULT '0' NOT NULL,
	"credit" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "acct_subject_totals_company_id_period_subject_id_pk" PRIMARY KEY("company_id","period","subject_id")
);
--> statement-breakpoint
CREATE TABLE "acct_subjects" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acct_subjects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(60) NOT NULL,
	"category" smallint NOT NULL,
	"direction" varchar(1) NOT NULL,
	"parent_id" bigint,
	"level" smallint NOT NULL,
	"aux" varchar(40) DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acct_subjects_direction_check" CHECK ("acct_subjects"."direction" in ('D', 'C')),
	CONSTRAINT "acct_subjects_category_check" CHECK ("acct_subjects"."category" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "acct_voucher_counters" (
	"company_id" bigint NOT NULL,
	"period" varchar(7) NOT NULL,
	"word" varchar(1) NOT NULL,
	"next" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "acct_voucher_counters_company_id_period_word_pk" PRIMARY KEY("company_id","period","word")
);
--> statement-breakpoint
CREATE TABLE "acct_voucher_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acct_voucher_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"voucher_id" bigint NOT NULL,
	"action" varchar(10) NOT NULL,
	"from_status" smallint,
	"to_status" smallint,
	"reason" varchar(200),
	"actor_id" bigint,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acct_voucher_events_action_check" CHECK ("acct_voucher_events"."action" in ('save', 'submit', 'audit', 'return', 'unaudit', 'post', 'reverse', 'delete'))
);
--> statement-breakpoint
CREATE TABLE "acct_voucher_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acct_voucher_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"voucher_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"summary" varchar(200) NOT NULL,
	"subject_id" bigint NOT NULL,
	"debit" numeric(14, 2) DEFAULT '0' NOT NULL,
	"credit" numeric(14, 2) DEFAULT '0' NOT NULL,
	"estate_id" bigint,
	"house_id" bigint,
	"customer_name" varchar(60),
	CONSTRAINT "acct_voucher_lines_one_side_check" CHECK (("acct_voucher_lines"."debit" <> 0) <> ("acct_voucher_lines"."credit" <> 0))
);
--> statement-breakpoint
CREATE TABLE "acct_voucher_sources" (
	"company_id" bigint NOT NULL,
	"source_kind" varchar(12) NOT NULL,
	"source_id" bigint NOT NULL,
	"voucher_id" bigint NOT NULL,
	CONSTRAINT "acct_voucher_sources_source_kind_source_id_pk" PRIMARY KEY("source_kind","source_id")
);
--> statement-breakpoint
CREATE TABLE "acct_voucher_templates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acct_voucher_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"name" varchar(60) NOT NULL,
	"word" varchar(1) DEFAULT '记' NOT NULL,
	"event" varchar(16),
	"tender_method" varchar(2),
	"item_id" bigint,
	"debit_subject_code" varchar(20),
	"credit_subject_code" varchar(20),
	"lines" text,
	"summary" varchar(100),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acct_voucher_templates_kind_check" CHECK ("acct_voucher_templates"."kind" in ('manual', 'charging')),
	CONSTRAINT "acct_voucher_templates_tender_method_check" CHECK ("acct_voucher_templates"."tender_method" in ('1', '2', '3', '4', '5', '6', '10'))
);
--> statement-breakpoint
CREATE TABLE "acct_vouchers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acct_vouchers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"period" varchar(7) NOT NULL,
	"word" varchar(1) NOT NULL,
	"number" integer,
	"voucher_date" date NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"attachments" integer DEFAULT 0 NOT NULL,
	"total_debit" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_credit" numeric(14, 2) DEFAULT '0' NOT NULL,
	"source" varchar(12) DEFAULT 'manual' NOT NULL,
	"source_ref" varchar(120),
	"reversal_of" bigint,
	"remark" varchar(200),
	"maker_id" bigint,
	"auditor_id" bigint,
	"audited_at" timestamp with time zone,
	"poster_id" bigint,
	"posted_at" timestamp with time zone,
	"return_reason" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acct_vouchers_status_check" CHECK ("acct_vouchers"."status" between 1 and 4),
	CONSTRAINT "acct_vouchers_numbered_check" CHECK ("acct_vouchers"."status" = 1 or "acct_vouchers"."number" is not null),
	CONSTRAINT "acct_vouchers_word_check" CHECK ("acct_vouchers"."word" in ('记', '收', '付', '转')),
	CONSTRAINT "acct_vouchers_source_check" CHECK ("acct_vouchers"."source" in ('manual', 'charging', 'depreciation', 'closing', 'reversal', 'opening', 'pay-settle'))
);
--> statement-breakpoint
CREATE TABLE "wf_doc_attachments" (
	"doc_id" bigint NOT NULL,
	"file_id" bigint NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wf_doc_attachments_doc_id_file_id_pk" PRIMARY KEY("doc_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "wf_doc_counters" (
	"company_id" bigint NOT NULL,
	"kind" varchar(10) NOT NULL,
	"year" integer NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wf_doc_counters_company_id_kind_year_pk" PRIMARY KEY("company_id","kind","year"),
	CONSTRAINT "wf_doc_counters_kind_check" CHECK ("wf_doc_counters"."kind" in ('normal', 'internal', 'report'))
);
--> statement-breakpoint
CREATE TABLE "wf_doc_receivers" (
	"doc_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "wf_doc_receivers_doc_id_user_id_pk" PRIMARY KEY("doc_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "wf_docs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wf_docs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"kind" varchar(10) NOT NULL,
	"template_id" bigint NOT NULL,
	"template_version_id" bigint NOT NULL,
	"doc_number" varchar(60),
	"subject" varchar(200) NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"house_id" bigint,
	"house_name" varchar(200) DEFAULT '' NOT NULL,
	"urgency" varchar(1) DEFAULT '1' NOT NULL,
	"starter_id" bigint NOT NULL,
	"finisher_id" bigint NOT NULL,
	"status" varchar(12) NOT NULL,
	"current_node" integer DEFAULT 0 NOT NULL,
	"entered_at" integer DEFAULT 1 NOT NULL,
	"finalised" boolean DEFAULT false NOT NULL,
	"flow" jsonb NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wf_docs_number_unique" UNIQUE("company_id","doc_number"),
	CONSTRAINT "wf_docs_kind_check" CHECK ("wf_docs"."kind" in ('normal', 'internal', 'report')),
	CONSTRAINT "wf_docs_urgency_check" CHECK ("wf_docs"."urgency" in ('1', '2', '3')),
	CONSTRAINT "wf_docs_status_check" CHECK ("wf_docs"."status" in ('draft', 'running', 'suspended', 'finished', 'terminated'))
);
--> statement-breakpoint
CREATE TABLE "wf_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wf_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"doc_id" bigint NOT NULL,
	"task_id" bigint,
	"actor_id" bigint NOT NULL,
	"action" varchar(20) NOT NULL,
	"from_status" varchar(12),
	"to_status" varchar(12) NOT NULL,
	"opinion" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wf_events_action_check" CHECK ("wf_events"."action" in ('create', 'send', 'agree', 'disagree', 'return', 'revoke', 'finish', 'suspend', 'resume', 'terminate', 'change_finisher', 'follow_up', 'replace', 'push')),
	CONSTRAINT "wf_events_from_status_check" CHECK ("wf_events"."from_status" in ('draft', 'running', 'suspended', 'finished', 'terminated')),
	CONSTRAINT "wf_events_to_status_check" CHECK ("wf_events"."to_status" in ('draft', 'running', 'suspended', 'finished', 'terminated'))
);
--> statement-breakpoint
CREATE TABLE "wf_follows" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wf_follows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"doc_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_node_handlers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wf_node_handlers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"node_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"ref" bigint,
	CONSTRAINT "wf_node_handlers_kind_check" CHECK ("wf_node_handlers"."kind" in ('person', 'job', 'dept', 'chosen'))
);
--> statement-breakpoint
CREATE TABLE "wf_replacements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wf_replacements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"absent_id" bigint NOT NULL,
	"substitute_id" bigint NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"to_at" timestamp with time zone NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_tasks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wf_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"doc_id" bigint NOT NULL,
	"no" integer NOT NULL,
	"node" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"assignee_id" bigint NOT NULL,
	"meant_for_id" bigint NOT NULL,
	"blocking" boolean DEFAULT true NOT NULL,
	"state" varchar(10) NOT NULL,
	"decision" varchar(10),
	"opinion" text,
	"created_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "wf_tasks_no_unique" UNIQUE("doc_id","no"),
	CONSTRAINT "wf_tasks_kind_check" CHECK ("wf_tasks"."kind" in ('normal', 'internal', 'report')),
	CONSTRAINT "wf_tasks_state_check" CHECK ("wf_tasks"."state" in ('pending', 'done', 'cancelled')),
	CONSTRAINT "wf_tasks_decision_check" CHECK ("wf_tasks"."decision" in ('agree', 'disagree', 'return'))
);
--> statement-breakpoint
CREATE TABLE "wf_template_nodes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wf_template_nodes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"version_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"type" varchar(10) NOT NULL,
	"name" varchar(50) NOT NULL,
	"mode" varchar(12) DEFAULT 'any' NOT NULL,
	"time_limit_hours" integer,
	CONSTRAINT "wf_template_nodes_seq_unique" UNIQUE("version_id","seq"),
	CONSTRAINT "wf_template_nodes_type_check" CHECK ("wf_template_nodes"."type" in ('发起', '审核', '会签', '签批', '审结', '跟催', '定稿', '完结')),
	CONSTRAINT "wf_template_nodes_mode_check" CHECK ("wf_template_nodes"."mode" in ('all', 'any', 'sequential'))
);
--> statement-breakpoint
CREATE TABLE "wf_template_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wf_template_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"template_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wf_template_versions_unique" UNIQUE("template_id","version")
);
--> statement-breakpoint
CREATE TABLE "wf_templates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wf_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"kind" varchar(10) NOT NULL,
	"name" varchar(100) NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"finisher_id" bigint,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wf_templates_name_unique" UNIQUE("company_id","kind","name"),
	CONSTRAINT "wf_templates_kind_check" CHECK ("wf_templates"."kind" in ('normal', 'internal', 'report'))
);
--> statement-breakpoint
CREATE TABLE "outsourcing_contracts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outsourcing_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"estate_id" bigint NOT NULL,
	"contract_no" varchar(50) NOT NULL,
	"contractor" varchar(100) NOT NULL,
	"service_kind" varchar(12) NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"payment_terms" varchar(500) DEFAULT '' NOT NULL,
	"status" varchar(12) DEFAULT 'draft' NOT NULL,
	"vote_id" bigint,
	"rejected_vote_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signed_on" date,
	"ended_on" date,
	"end_reason" varchar(200) DEFAULT '' NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outsourcing_contracts_status_check" CHECK ("outsourcing_contracts"."status" in ('draft', 'voting', 'signed', 'terminated', 'expired')),
	CONSTRAINT "outsourcing_contracts_service_kind_check" CHECK ("outsourcing_contracts"."service_kind" in ('cleaning', 'greening', 'security', 'elevator', 'other')),
	CONSTRAINT "outsourcing_contracts_amount_check" CHECK ("outsourcing_contracts"."amount" > 0),
	CONSTRAINT "outsourcing_contracts_period_check" CHECK ("outsourcing_contracts"."ends_on" >= "outsourcing_contracts"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "owner_account_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "owner_account_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"kind" varchar(12) NOT NULL,
	"category" varchar(12) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"balance_after" numeric(14, 2) DEFAULT '0' NOT NULL,
	"entry_date" date NOT NULL,
	"summary" varchar(200) NOT NULL,
	"source_doc" varchar(100) DEFAULT '' NOT NULL,
	"interest_id" bigint,
	"withdrawal_id" bigint,
	"budget_line_id" bigint,
	"outsourcing_contract_id" bigint,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_account_entries_kind_check" CHECK ("owner_account_entries"."kind" in ('income', 'spending', 'deposit', 'interest', 'withdrawal', 'refund')),
	CONSTRAINT "owner_account_entries_category_check" CHECK ("owner_account_entries"."category" in ('advertising', 'parking', 'rent', 'other', 'repair', 'fund', 'committee', 'outsourcing', 'deposit', 'interest', 'withdrawal', 'refund')),
	CONSTRAINT "owner_account_entries_sign_check" CHECK ("owner_account_entries"."amount" <> 0 and ("owner_account_entries"."kind" in ('income', 'deposit', 'interest')) = ("owner_account_entries"."amount" > 0))
);
--> statement-breakpoint
CREATE TABLE "owner_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "owner_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"estate_id" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"house_id" bigint DEFAULT 0 NOT NULL,
	"balance" numeric(14, 2) DEFAULT '0' NOT NULL,
	"entry_seq" integer DEFAULT 0 NOT NULL,
	"area" numeric(14, 2),
	"rate" numeric(14, 4),
	"due" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_accounts_balance_check" CHECK ("owner_accounts"."balance" >= 0),
	CONSTRAINT "owner_accounts_kind_check" CHECK ("owner_accounts"."kind" in ('public', 'repair'))
);
--> statement-breakpoint
CREATE TABLE "owner_ballots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "owner_ballots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"vote_id" bigint NOT NULL,
	"voter_id" bigint NOT NULL,
	"choice" varchar(8),
	"candidate_ids" jsonb,
	"source" varchar(8) NOT NULL,
	"recorded_by" bigint,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"portal_account_id" bigint,
	CONSTRAINT "owner_ballots_choice_check" CHECK ("owner_ballots"."choice" is null or "owner_ballots"."choice" in ('agree', 'disagree', 'abstain')),
	CONSTRAINT "owner_ballots_shape_check" CHECK (("owner_ballots"."choice" is null) <> ("owner_ballots"."candidate_ids" is null)),
	CONSTRAINT "owner_ballots_source_check" CHECK ("owner_ballots"."source" in ('paper', 'owner'))
);
--> statement-breakpoint
CREATE TABLE "owner_vote_candidates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "owner_vote_candidates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"vote_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"owner_id" bigint,
	"remark" varchar(200) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_vote_voters" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "owner_vote_voters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"vote_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"voter_key" varchar(400) NOT NULL,
	"developer" boolean NOT NULL,
	"owner_ids" jsonb NOT NULL,
	"house_ids" jsonb NOT NULL,
	"names" varchar(400) NOT NULL,
	"houses" text NOT NULL,
	"area" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_votes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "owner_votes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"estate_id" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"title" varchar(200) NOT NULL,
	"matter_class" varchar(1) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"seats" integer,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"status" varchar(8) DEFAULT 'open' NOT NULL,
	"total_area" numeric(14, 2) NOT NULL,
	"total_heads" integer NOT NULL,
	"result" jsonb,
	"passed" boolean,
	"closed_at" timestamp with time zone,
	"closed_by" bigint,
	"meeting_id" bigint,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_votes_kind_check" CHECK ("owner_votes"."kind" in ('vote', 'election')),
	CONSTRAINT "owner_votes_status_check" CHECK ("owner_votes"."status" in ('open', 'closed')),
	CONSTRAINT "owner_votes_class_check" CHECK ("owner_votes"."matter_class" in ('1', '2', '3', '4', '5', '6', '7', '8', '9')),
	CONSTRAINT "owner_votes_closed_check" CHECK (("owner_votes"."status" = 'closed') = ("owner_votes"."passed" is not null and "owner_votes"."result" is not null and "owner_votes"."closed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "public_budget_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "public_budget_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"budget_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"category" varchar(100) NOT NULL,
	"planned" numeric(14, 2) NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	CONSTRAINT "public_budget_lines_planned_check" CHECK ("public_budget_lines"."planned" >= 0)
);
--> statement-breakpoint
CREATE TABLE "public_budgets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "public_budgets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"estate_id" bigint NOT NULL,
	"year" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"status" varchar(8) DEFAULT 'draft' NOT NULL,
	"wf_doc_id" bigint,
	"vote_id" bigint,
	"rejected_vote_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"actuals" jsonb,
	"closed_at" timestamp with time zone,
	"closed_by" bigint,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_budgets_status_check" CHECK ("public_budgets"."status" in ('draft', 'audit', 'vote', 'exec', 'closed')),
	CONSTRAINT "public_budgets_year_check" CHECK ("public_budgets"."year" between 2000 and 2100)
);
--> statement-breakpoint
CREATE TABLE "repair_interest_allocations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "repair_interest_allocations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"estate_id" bigint NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"summary" varchar(200) NOT NULL,
	"entry_date" date NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repair_interest_allocations_amount_check" CHECK ("repair_interest_allocations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "repair_withdrawals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "repair_withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"estate_id" bigint NOT NULL,
	"building_id" bigint,
	"project" varchar(200) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"vote_id" bigint NOT NULL,
	"wf_doc_id" bigint NOT NULL,
	"entry_date" date NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repair_withdrawals_amount_check" CHECK ("repair_withdrawals"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "file_upload_rules" (
	"category" integer PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"extensions" text NOT NULL,
	"max_mb" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "release_notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "release_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"version" varchar(30) NOT NULL,
	"release_date" varchar(10) NOT NULL,
	"title" varchar(100) NOT NULL,
	"notes" text NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" bigint,
	"message_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" varchar(20) NOT NULL,
	"title" varchar(50) NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"shown" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	CONSTRAINT "site_pages_key_key" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "site_pictures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_pictures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"slot" varchar(30) NOT NULL,
	"target_company_id" bigint DEFAULT 0 NOT NULL,
	"file_id" bigint NOT NULL,
	"title" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "site_sections" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"page_id" bigint NOT NULL,
	"title" varchar(100) NOT NULL,
	"text" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"shown" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "platform_fee_bills" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform_fee_bills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"period" varchar(7) NOT NULL,
	"houses" integer NOT NULL,
	"flat_fee" numeric(14, 2) NOT NULL,
	"per_house_fee" numeric(14, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"due_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_fee_bills_company_period_unique" UNIQUE("company_id","period")
);
--> statement-breakpoint
CREATE TABLE "platform_fee_payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform_fee_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bill_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"method" varchar(10) NOT NULL,
	"reference" varchar(60) DEFAULT '' NOT NULL,
	"paid_by" bigint NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_fee_payments_method_check" CHECK ("platform_fee_payments"."method" in ('transfer', 'online', 'cash'))
);
--> statement-breakpoint
CREATE TABLE "house_state_totals" (
	"company_id" bigint NOT NULL,
	"estate_id" bigint NOT NULL,
	"use_state" varchar(10) NOT NULL,
	"houses" integer DEFAULT 0 NOT NULL,
	"area" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "house_state_totals_company_id_estate_id_use_state_pk" PRIMARY KEY("company_id","estate_id","use_state")
);
--> statement-breakpoint
CREATE TABLE "settlement_period_totals" (
	"company_id" bigint NOT NULL,
	"estate_id" bigint NOT NULL,
	"period" varchar(7) NOT NULL,
	"receivable" numeric(16, 2) DEFAULT '0' NOT NULL,
	"open" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "settlement_period_totals_company_id_period_estate_id_pk" PRIMARY KEY("company_id","period","estate_id")
);
--> statement-breakpoint
CREATE TABLE "tender_day_totals" (
	"company_id" bigint NOT NULL,
	"business_date" date NOT NULL,
	"estate_id" bigint NOT NULL,
	"method" varchar(2) NOT NULL,
	"amount" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "tender_day_totals_company_id_business_date_estate_id_method_pk" PRIMARY KEY("company_id","business_date","estate_id","method")
);
--> statement-breakpoint
CREATE TABLE "background_jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "background_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"kind" varchar(20) NOT NULL,
	"title" varchar(200) NOT NULL,
	"state" varchar(10) DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb,
	"error" text,
	"ref_id" bigint,
	"schedule_id" bigint,
	"created_by" bigint,
	"retries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "background_jobs_state_check" CHECK ("background_jobs"."state" in ('queued', 'running', 'done', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "background_tasks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "background_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"job_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"queue" varchar(40) NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"boss_id" uuid NOT NULL,
	"state" varchar(10) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "background_tasks_state_check" CHECK ("background_tasks"."state" in ('pending', 'done'))
);
--> statement-breakpoint
CREATE TABLE "job_schedules" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"kind" varchar(20) NOT NULL,
	"title" varchar(100) NOT NULL,
	"cron" varchar(60) NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"next_fire_at" timestamp with time zone NOT NULL,
	"last_fired_at" timestamp with time zone,
	"last_job_id" bigint,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export_file_chunks" (
	"job_id" bigint NOT NULL,
	"attempt" uuid NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "export_file_chunks_job_id_attempt_seq_pk" PRIMARY KEY("job_id","attempt","seq")
);
--> statement-breakpoint
CREATE TABLE "export_files" (
	"job_id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"attempt" uuid NOT NULL,
	"name" varchar(255) NOT NULL,
	"bytes" integer NOT NULL,
	"rows" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opening_import_payments" (
	"import_id" bigint NOT NULL,
	"payment_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	CONSTRAINT "opening_import_payments_import_id_payment_id_pk" PRIMARY KEY("import_id","payment_id")
);
--> statement-breakpoint
CREATE TABLE "opening_import_rows" (
	"import_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"company_id" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"estate_id" bigint NOT NULL,
	"house_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"period" varchar(7),
	"period_from" date,
	"period_to" date,
	"due_date" date,
	"late_from" date,
	"amount" numeric(14, 2) NOT NULL,
	"payer_name" varchar(50),
	"paid_on" date,
	"remark" varchar(200),
	"place" varchar(60) NOT NULL,
	CONSTRAINT "opening_import_rows_kind_check" CHECK ("opening_import_rows"."kind" in ('arrears', 'prepay', 'change', 'deposit')),
	CONSTRAINT "opening_import_rows_amount_check" CHECK ("opening_import_rows"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "opening_imports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opening_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"source" varchar(10) NOT NULL,
	"state" varchar(10) DEFAULT 'checked' NOT NULL,
	"check_job_id" bigint NOT NULL,
	"arrears_rows" integer DEFAULT 0 NOT NULL,
	"account_rows" integer DEFAULT 0 NOT NULL,
	"deposit_rows" integer DEFAULT 0 NOT NULL,
	"arrears" numeric(14, 2) DEFAULT '0' NOT NULL,
	"prepay" numeric(14, 2) DEFAULT '0' NOT NULL,
	"change" numeric(14, 2) DEFAULT '0' NOT NULL,
	"deposits" numeric(14, 2) DEFAULT '0' NOT NULL,
	"totals" jsonb NOT NULL,
	"as_of" date,
	"counter_subject_code" varchar(20),
	"voucher_id" bigint,
	"undo_voucher_id" bigint,
	"tie" jsonb,
	"job_id" bigint,
	"error" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_by" bigint,
	"committed_at" timestamp with time zone,
	"undone_by" bigint,
	"undone_at" timestamp with time zone,
	"undo_reason" varchar(200),
	CONSTRAINT "opening_imports_state_check" CHECK ("opening_imports"."state" in ('checked', 'committing', 'done', 'undoing', 'undone', 'discarded')),
	CONSTRAINT "opening_imports_source_check" CHECK ("opening_imports"."source" in ('template', 'hc'))
);
--> statement-breakpoint
CREATE TABLE "pay_notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event_id" varchar(64),
	"event_type" varchar(40),
	"serial" varchar(80),
	"body" text NOT NULL,
	"refusal" varchar(20),
	"out_trade_no" varchar(32),
	"out_refund_no" varchar(64),
	"transaction_id" varchar(32),
	"company_id" bigint,
	"order_id" bigint,
	"refund_id" bigint,
	"result" varchar(10) NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "pay_order_lines" (
	"order_id" bigint NOT NULL,
	"line_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"principal" numeric(14, 2) NOT NULL,
	"late_fee" numeric(14, 2) NOT NULL,
	"held" boolean DEFAULT true NOT NULL,
	CONSTRAINT "pay_order_lines_order_id_line_id_pk" PRIMARY KEY("order_id","line_id")
);
--> statement-breakpoint
CREATE TABLE "pay_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"estate_id" bigint NOT NULL,
	"house_id" bigint NOT NULL,
	"settle_type" varchar(2) NOT NULL,
	"method" varchar(2) NOT NULL,
	"trade_type" varchar(8) NOT NULL,
	"out_trade_no" varchar(32) NOT NULL,
	"description" varchar(127) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"principal" numeric(14, 2) NOT NULL,
	"late_fee" numeric(14, 2) NOT NULL,
	"as_of" date NOT NULL,
	"state" varchar(8) DEFAULT 'open' NOT NULL,
	"close_reason" varchar(10),
	"code_url" text,
	"link_token" varchar(40),
	"payer_ip" varchar(45),
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" bigint NOT NULL,
	"portal_account_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" bigint,
	"transaction_id" varchar(32),
	"paid_at" timestamp with time zone,
	"payment_id" bigint,
	"late" boolean DEFAULT false NOT NULL,
	"queried_at" timestamp with time zone,
	"queries" integer DEFAULT 0 NOT NULL,
	"error" text,
	CONSTRAINT "pay_orders_state_check" CHECK ("pay_orders"."state" in ('open', 'paid', 'closed')),
	CONSTRAINT "pay_orders_method_check" CHECK ("pay_orders"."method" in ('6', '10')),
	CONSTRAINT "pay_orders_trade_type_check" CHECK ("pay_orders"."trade_type" in ('NATIVE', 'H5', 'JSAPI')),
	CONSTRAINT "pay_orders_settle_type_check" CHECK ("pay_orders"."settle_type" in ('1', '4', '5', '6')),
	CONSTRAINT "pay_orders_amount_check" CHECK ("pay_orders"."amount" > 0 and "pay_orders"."amount" = "pay_orders"."principal" + "pay_orders"."late_fee"),
	CONSTRAINT "pay_orders_close_check" CHECK (("pay_orders"."state" = 'closed') = ("pay_orders"."close_reason" is not null)),
	CONSTRAINT "pay_orders_close_reason_check" CHECK ("pay_orders"."close_reason" in ('expired', 'cancelled', 'failed')),
	CONSTRAINT "pay_orders_paid_check" CHECK (("pay_orders"."state" <> 'paid' or "pay_orders"."payment_id" is not null) and (("pay_orders"."payment_id" is null) = ("pay_orders"."transaction_id" is null)))
);
--> statement-breakpoint
CREATE TABLE "pay_refunds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"out_refund_no" varchar(64) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"reason" varchar(80) NOT NULL,
	"request_id" bigint,
	"payment_id" bigint,
	"state" varchar(10) DEFAULT 'sending' NOT NULL,
	"refund_id" varchar(32),
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"success_at" timestamp with time zone,
	"accepted_day" date,
	"checked_at" timestamp with time zone,
	"tries" integer DEFAULT 0 NOT NULL,
	"retried_by" bigint,
	"error" text,
	CONSTRAINT "pay_refunds_state_check" CHECK ("pay_refunds"."state" in ('sending', 'processing', 'success', 'abnormal', 'closed')),
	CONSTRAINT "pay_refunds_amount_check" CHECK ("pay_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "pay_settings" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"order_minutes" integer DEFAULT 15 NOT NULL,
	"link_hours" integer DEFAULT 24 NOT NULL,
	"late_money" varchar(8) DEFAULT 'prepay' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	CONSTRAINT "pay_settings_minutes_check" CHECK ("pay_settings"."order_minutes" between 5 and 120),
	CONSTRAINT "pay_settings_hours_check" CHECK ("pay_settings"."link_hours" between 1 and 168),
	CONSTRAINT "pay_settings_late_check" CHECK ("pay_settings"."late_money" in ('prepay', 'refund'))
);
--> statement-breakpoint
CREATE TABLE "pay_recon_companies" (
	"day_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"bill_date" date NOT NULL,
	"state" varchar(12) NOT NULL,
	"bill_payments" integer DEFAULT 0 NOT NULL,
	"bill_payment_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"bill_refunds" integer DEFAULT 0 NOT NULL,
	"bill_refund_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"fee_total" numeric(16, 5) DEFAULT '0' NOT NULL,
	"by_method" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"our_payments" integer DEFAULT 0 NOT NULL,
	"our_payment_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"our_refunds" integer DEFAULT 0 NOT NULL,
	"our_refund_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"open_items" integer DEFAULT 0 NOT NULL,
	"voucher_id" bigint,
	"voucher_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_recon_companies_day_id_company_id_pk" PRIMARY KEY("day_id","company_id"),
	CONSTRAINT "pay_recon_companies_state_check" CHECK ("pay_recon_companies"."state" in ('differences', 'balanced'))
);
--> statement-breakpoint
CREATE TABLE "pay_recon_days" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_recon_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mchid" varchar(32) NOT NULL,
	"bill_date" date NOT NULL,
	"state" varchar(12) DEFAULT 'waiting' NOT NULL,
	"sha1" varchar(40),
	"bill_rows" integer DEFAULT 0 NOT NULL,
	"bill_payments" integer DEFAULT 0 NOT NULL,
	"bill_payment_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"bill_refunds" integer DEFAULT 0 NOT NULL,
	"bill_refund_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"fee_total" numeric(16, 5) DEFAULT '0' NOT NULL,
	"summary" jsonb,
	"summary_problems" text,
	"our_payments" integer DEFAULT 0 NOT NULL,
	"our_payment_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"our_refunds" integer DEFAULT 0 NOT NULL,
	"our_refund_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"matched_rows" integer DEFAULT 0 NOT NULL,
	"open_items" integer DEFAULT 0 NOT NULL,
	"fetched_at" timestamp with time zone,
	"reconciled_at" timestamp with time zone,
	"runs" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_recon_days_state_check" CHECK ("pay_recon_days"."state" in ('waiting', 'failed', 'differences', 'balanced'))
);
--> statement-breakpoint
CREATE TABLE "pay_recon_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_recon_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day_id" bigint NOT NULL,
	"bill_date" date NOT NULL,
	"kind" varchar(14) NOT NULL,
	"item_key" varchar(64) NOT NULL,
	"out_trade_no" varchar(32) NOT NULL,
	"out_refund_no" varchar(64),
	"transaction_id" varchar(32),
	"company_id" bigint,
	"order_id" bigint,
	"refund_id" bigint,
	"ours" numeric(14, 2),
	"theirs" numeric(14, 2),
	"our_fee" numeric(16, 5),
	"their_fee" numeric(16, 5),
	"bill_time" varchar(19),
	"our_day" date,
	"detail" text,
	"state" varchar(8) DEFAULT 'open' NOT NULL,
	"resolution" varchar(10),
	"resolved_by" bigint,
	"resolved_at" timestamp with time zone,
	"note" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_recon_items_kind_check" CHECK ("pay_recon_items"."kind" in ('long', 'short', 'amount', 'refund_long', 'refund_short', 'refund_amount', 'refund_state', 'fee')),
	CONSTRAINT "pay_recon_items_state_check" CHECK ("pay_recon_items"."state" in ('open', 'resolved')),
	CONSTRAINT "pay_recon_items_resolution_check" CHECK ("pay_recon_items"."resolution" in ('posted', 'cross_day', 'note')),
	CONSTRAINT "pay_recon_items_resolved_check" CHECK (("pay_recon_items"."state" = 'resolved') = ("pay_recon_items"."resolution" is not null and "pay_recon_items"."resolved_at" is not null)),
	CONSTRAINT "pay_recon_items_note_check" CHECK ("pay_recon_items"."resolution" is distinct from 'note' or ("pay_recon_items"."note" is not null and "pay_recon_items"."resolved_by" is not null))
);
--> statement-breakpoint
CREATE TABLE "owner_bindings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "owner_bindings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"house_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"name" varchar(50) NOT NULL,
	"id_last4" varchar(4) NOT NULL,
	"state" varchar(10) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" bigint,
	"reason" varchar(200),
	CONSTRAINT "owner_bindings_state_check" CHECK ("owner_bindings"."state" in ('pending', 'approved', 'rejected', 'revoked')),
	CONSTRAINT "owner_bindings_decided_check" CHECK (("owner_bindings"."state" = 'pending') = ("owner_bindings"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "owner_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "owner_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"house_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"kind" varchar(10) NOT NULL,
	"record_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rating" varchar(1),
	"rating_comment" varchar(200),
	"rated_at" timestamp with time zone,
	CONSTRAINT "owner_requests_kind_check" CHECK ("owner_requests"."kind" in ('repair', 'complaint')),
	CONSTRAINT "owner_requests_rating_check" CHECK ("owner_requests"."rating" is null or "owner_requests"."rating" in ('1', '2', '3', '4'))
);
--> statement-breakpoint
CREATE TABLE "portal_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"phone" varchar(11) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"wechat_openid" varchar(64),
	"wechat_following" boolean,
	"wechat_bound_at" timestamp with time zone,
	CONSTRAINT "portal_accounts_wechat_bound_check" CHECK (("portal_accounts"."wechat_openid" is null) = ("portal_accounts"."wechat_bound_at" is null))
);
--> statement-breakpoint
CREATE TABLE "portal_notice_reads" (
	"notice_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_notice_reads_notice_id_account_id_pk" PRIMARY KEY("notice_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "portal_sessions" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" varchar(45)
);
--> statement-breakpoint
CREATE TABLE "portal_sms_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal_sms_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"phone" varchar(11) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"ip" varchar(45) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"biz_id" varchar(64),
	"refused_code" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "portal_uploads" (
	"file_id" bigint PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"house_id" bigint NOT NULL,
	"request_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_batches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"channel" varchar(8) NOT NULL,
	"template_id" bigint,
	"estate_id" bigint,
	"params" jsonb NOT NULL,
	"job_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	CONSTRAINT "message_batches_purpose_check" CHECK ("message_batches"."purpose" in ('dunning', 'reminder', 'paid', 'repair', 'meeting')),
	CONSTRAINT "message_batches_channel_check" CHECK ("message_batches"."channel" in ('sms', 'wechat'))
);
--> statement-breakpoint
CREATE TABLE "message_opt_outs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_opt_outs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"channel" varchar(8) NOT NULL,
	"address" varchar(64) NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	CONSTRAINT "message_opt_outs_channel_check" CHECK ("message_opt_outs"."channel" in ('sms', 'wechat'))
);
--> statement-breakpoint
CREATE TABLE "message_settings" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"quiet_hours" boolean DEFAULT true NOT NULL,
	"quiet_start" varchar(5) DEFAULT '21:00' NOT NULL,
	"quiet_end" varchar(5) DEFAULT '08:00' NOT NULL,
	"remind_days" integer DEFAULT 3 NOT NULL,
	"paid_notice" boolean DEFAULT true NOT NULL,
	"wechat_fallback_sms" boolean DEFAULT true NOT NULL,
	"sms_part_price" numeric(14, 4) DEFAULT '0.0450' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"channel" varchar(8) NOT NULL,
	"name" varchar(50) NOT NULL,
	"vendor_code" varchar(64) NOT NULL,
	"text" varchar(500) NOT NULL,
	"variables" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	CONSTRAINT "message_templates_purpose" CHECK ("message_templates"."purpose" in ('dunning', 'reminder', 'paid', 'repair', 'meeting')),
	CONSTRAINT "message_templates_channel" CHECK ("message_templates"."channel" in ('sms', 'wechat'))
);
--> statement-breakpoint
CREATE TABLE "outbound_cursors" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"last_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbound_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbound_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"batch_id" bigint,
	"purpose" varchar(16) NOT NULL,
	"channel" varchar(8) NOT NULL,
	"house_id" bigint,
	"estate_id" bigint,
	"house_name" varchar(200) DEFAULT '' NOT NULL,
	"recipient_name" varchar(100) DEFAULT '' NOT NULL,
	"address" varchar(64) NOT NULL,
	"template_id" bigint,
	"template_name" varchar(50) DEFAULT '' NOT NULL,
	"vendor_code" varchar(64) DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"params" jsonb NOT NULL,
	"url" varchar(500),
	"amount" numeric(14, 2),
	"state" varchar(10) DEFAULT 'queued' NOT NULL,
	"reason" varchar(300),
	"vendor_id" varchar(64),
	"parts" integer DEFAULT 1 NOT NULL,
	"cost" numeric(14, 4),
	"attempts" integer DEFAULT 0 NOT NULL,
	"not_before" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"dedupe_key" varchar(80),
	"resend_of" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	CONSTRAINT "outbound_messages_state" CHECK ("outbound_messages"."state" in ('queued', 'sending', 'sent', 'delivered', 'failed', 'skipped')),
	CONSTRAINT "outbound_messages_channel" CHECK ("outbound_messages"."channel" in ('sms', 'wechat', 'print')),
	CONSTRAINT "outbound_messages_purpose" CHECK ("outbound_messages"."purpose" in ('dunning', 'reminder', 'paid', 'repair', 'meeting'))
);
--> statement-breakpoint
CREATE TABLE "outbound_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbound_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel" varchar(8) NOT NULL,
	"vendor_id" varchar(64) NOT NULL,
	"address" varchar(64) NOT NULL,
	"delivered" boolean NOT NULL,
	"reason" varchar(300),
	"reported_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbound_reports_channel_check" CHECK ("outbound_reports"."channel" in ('sms', 'wechat'))
);
--> statement-breakpoint
CREATE TABLE "invoice_allocation_totals" (
	"allocation_id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"invoiced" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "invoice_allocation_totals_invoiced_check" CHECK ("invoice_allocation_totals"."invoiced" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"request_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"allocation_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"name" varchar(90) NOT NULL,
	"tax_code" varchar(19) NOT NULL,
	"rate" numeric(5, 4) NOT NULL,
	"policy_flag" varchar(2),
	"covered" numeric(14, 2) NOT NULL,
	"gross" numeric(14, 2) NOT NULL,
	"net" numeric(14, 2) NOT NULL,
	"tax" numeric(14, 2) NOT NULL,
	"blue_line_id" bigint,
	CONSTRAINT "invoice_lines_sum_check" CHECK ("invoice_lines"."net" + "invoice_lines"."tax" = "invoice_lines"."gross"),
	CONSTRAINT "invoice_lines_policy_flag_check" CHECK ("invoice_lines"."policy_flag" in ('01', '03', '04', '08', '09', '10'))
);
--> statement-breakpoint
CREATE TABLE "invoice_red_letters" (
	"request_id" bigint PRIMARY KEY NOT NULL,
	"company_id" bigint NOT NULL,
	"reason" varchar(1) NOT NULL,
	"partial" boolean NOT NULL,
	"bill_id" varchar(40) NOT NULL,
	"bill_no" varchar(40) DEFAULT '' NOT NULL,
	"state" varchar(2) DEFAULT '' NOT NULL,
	"net" numeric(14, 2) NOT NULL,
	"tax" numeric(14, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_red_letters_reason_check" CHECK ("invoice_red_letters"."reason" in ('1', '2', '3', '4'))
);
--> statement-breakpoint
CREATE TABLE "invoice_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"estate_id" bigint NOT NULL,
	"house_id" bigint,
	"payment_id" bigint NOT NULL,
	"receipt_id" bigint,
	"direction" varchar(4) NOT NULL,
	"blue_request_id" bigint,
	"item_id" bigint,
	"buyer_type" varchar(8) NOT NULL,
	"buyer_name" varchar(100) NOT NULL,
	"buyer_tax_id" varchar(20) DEFAULT '' NOT NULL,
	"buyer_phone" varchar(20) DEFAULT '' NOT NULL,
	"buyer_email" varchar(100) DEFAULT '' NOT NULL,
	"state" varchar(10) DEFAULT 'pending' NOT NULL,
	"fail_reason" varchar(500) DEFAULT '' NOT NULL,
	"request_no" varchar(20) NOT NULL,
	"serial_no" varchar(40),
	"net" numeric(14, 2) NOT NULL,
	"tax" numeric(14, 2) NOT NULL,
	"gross" numeric(14, 2) NOT NULL,
	"job_id" bigint,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_requests_direction_check" CHECK ("invoice_requests"."direction" in ('blue', 'red')),
	CONSTRAINT "invoice_requests_buyer_type_check" CHECK ("invoice_requests"."buyer_type" in ('person', 'company')),
	CONSTRAINT "invoice_requests_state_check" CHECK ("invoice_requests"."state" in ('pending', 'issuing', 'issued', 'failed', 'reversed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "invoice_settings" (
	"company_id" bigint PRIMARY KEY NOT NULL,
	"seller_name" varchar(100) NOT NULL,
	"seller_tax_id" varchar(20) NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"tel" varchar(30) DEFAULT '' NOT NULL,
	"bank_account" varchar(100) DEFAULT '' NOT NULL,
	"clerk" varchar(20) DEFAULT '' NOT NULL,
	"merge_mode" varchar(8) DEFAULT 'merged' NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_settings_merge_check" CHECK ("invoice_settings"."merge_mode" in ('merged', 'per_item'))
);
--> statement-breakpoint
CREATE TABLE "invoice_tax_items" (
	"company_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"tax_code" varchar(19) NOT NULL,
	"rate" numeric(5, 4) NOT NULL,
	"price_includes_tax" boolean DEFAULT true NOT NULL,
	"policy_flag" varchar(2),
	"goods_name" varchar(90),
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_tax_items_company_id_item_id_pk" PRIMARY KEY("company_id","item_id"),
	CONSTRAINT "invoice_tax_items_rate_check" CHECK ("invoice_tax_items"."rate" >= 0 and "invoice_tax_items"."rate" < 1),
	CONSTRAINT "invoice_tax_items_code_check" CHECK ("invoice_tax_items"."tax_code" ~ '^[0-9]{19}$'),
	CONSTRAINT "invoice_tax_items_policy_flag_check" CHECK ("invoice_tax_items"."policy_flag" in ('01', '03', '04', '08', '09', '10'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"request_id" bigint NOT NULL,
	"payment_id" bigint NOT NULL,
	"house_id" bigint,
	"direction" varchar(4) NOT NULL,
	"number" varchar(20) NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"net" numeric(14, 2) NOT NULL,
	"tax" numeric(14, 2) NOT NULL,
	"gross" numeric(14, 2) NOT NULL,
	"pdf_url" varchar(500) DEFAULT '' NOT NULL,
	"ofd_url" varchar(500) DEFAULT '' NOT NULL,
	"xml_url" varchar(500) DEFAULT '' NOT NULL,
	"blue_invoice_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_direction_check" CHECK ("invoices"."direction" in ('blue', 'red'))
);
--> statement-breakpoint
CREATE TABLE "work_order_due_counts" (
	"company_id" bigint NOT NULL,
	"due_hour" timestamp with time zone NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "work_order_due_counts_company_id_due_hour_pk" PRIMARY KEY("company_id","due_hour")
);
--> statement-breakpoint
CREATE TABLE "work_order_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"action" varchar(20) NOT NULL,
	"from_state" varchar(20),
	"to_state" varchar(20) NOT NULL,
	"actor_kind" varchar(10) NOT NULL,
	"actor_id" bigint,
	"capacity" varchar(20) NOT NULL,
	"handler_before" bigint,
	"handler_after" bigint,
	"team_before" bigint,
	"team_after" bigint,
	"reason" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "work_order_events_action_check" CHECK ("work_order_events"."action" in ('create', 'assign', 'grab', 'accept', 'arrive', 'start', 'pause', 'resume', 'transfer', 'return', 'finish', 'pay', 'rate', 'auto_rate', 'visit', 'cancel', 'urge', 'sla_warning', 'sla_overdue', 'sla_escalation')),
	CONSTRAINT "work_order_events_from_state_check" CHECK ("work_order_events"."from_state" in ('pending', 'assigned', 'accepted', 'arrived', 'working', 'paused', 'awaiting_payment', 'awaiting_rating', 'awaiting_visit', 'closed', 'cancelled')),
	CONSTRAINT "work_order_events_to_state_check" CHECK ("work_order_events"."to_state" in ('pending', 'assigned', 'accepted', 'arrived', 'working', 'paused', 'awaiting_payment', 'awaiting_rating', 'awaiting_visit', 'closed', 'cancelled')),
	CONSTRAINT "work_order_events_actor_kind_check" CHECK ("work_order_events"."actor_kind" in ('staff', 'owner', 'system'))
);
--> statement-breakpoint
CREATE TABLE "work_order_materials" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_order_materials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"kind" varchar(12) NOT NULL,
	"name" varchar(100) NOT NULL,
	"unit_price" numeric(14, 4) NOT NULL,
	"quantity" numeric(14, 4) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"billed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "work_order_materials_kind_check" CHECK ("work_order_materials"."kind" in ('material', 'labour', 'visit_fee'))
);
--> statement-breakpoint
CREATE TABLE "work_order_photos" (
	"order_id" bigint NOT NULL,
	"file_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"event_id" bigint,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_order_photos_order_id_file_id_pk" PRIMARY KEY("order_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "work_order_plan_cursors" (
	"plan_kind" varchar(20) NOT NULL,
	"plan_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	"cursor" varchar(10),
	"next_run_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_order_plan_cursors_plan_kind_plan_id_pk" PRIMARY KEY("plan_kind","plan_id")
);
--> statement-breakpoint
CREATE TABLE "work_order_state_counts" (
	"company_id" bigint NOT NULL,
	"state" varchar(20) NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "work_order_state_counts_company_id_state_pk" PRIMARY KEY("company_id","state")
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"number" varchar(30) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"priority" varchar(12) NOT NULL,
	"state" varchar(20) NOT NULL,
	"house_id" bigint,
	"owner_account_id" bigint,
	"reporter" varchar(50),
	"phone" varchar(20),
	"content" text NOT NULL,
	"team_id" bigint,
	"handler_id" bigint,
	"mode" varchar(12) NOT NULL,
	"settings" jsonb NOT NULL,
	"sla_class" varchar(12),
	"sla_policy" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"response_due_at" timestamp with time zone,
	"arrival_due_at" timestamp with time zone,
	"resolution_due_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"warn_at" timestamp with time zone,
	"sla_next_at" timestamp with time zone,
	"sla_level" integer DEFAULT 0 NOT NULL,
	"sla_warned" integer DEFAULT 0 NOT NULL,
	"appointment_at" timestamp with time zone,
	"record_key" varchar(20),
	"record_id" bigint,
	"plan_key" varchar(60),
	"plan_ends_at" timestamp with time zone,
	"resume_to" varchar(20),
	"pauses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state_since" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"rated_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"charge" jsonb,
	"rating" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "work_orders_kind_check" CHECK ("work_orders"."kind" in ('repair', 'complaint', 'paid_service', 'patrol', 'maintenance')),
	CONSTRAINT "work_orders_priority_check" CHECK ("work_orders"."priority" in ('urgent', 'normal', 'appointment')),
	CONSTRAINT "work_orders_state_check" CHECK ("work_orders"."state" in ('pending', 'assigned', 'accepted', 'arrived', 'working', 'paused', 'awaiting_payment', 'awaiting_rating', 'awaiting_visit', 'closed', 'cancelled')),
	CONSTRAINT "work_orders_mode_check" CHECK ("work_orders"."mode" in ('grab', 'assign', 'round_robin')),
	CONSTRAINT "work_orders_sla_class_check" CHECK ("work_orders"."sla_class" in ('urgent', 'normal', 'appointment', 'complaint')),
	CONSTRAINT "work_orders_resume_to_check" CHECK ("work_orders"."resume_to" in ('pending', 'assigned', 'accepted', 'arrived', 'working', 'paused', 'awaiting_payment', 'awaiting_rating', 'awaiting_visit', 'closed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "work_team_members" (
	"team_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"company_id" bigint NOT NULL,
	CONSTRAINT "work_team_members_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "work_teams" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_teams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" bigint NOT NULL,
	"name" varchar(50) NOT NULL,
	"leader_id" bigint,
	"manager_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "companies_parent_id_index" ON "companies" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "registration_requests_ip_created_idx" ON "registration_requests" USING btree ("client_ip","created_at");--> statement-breakpoint
CREATE INDEX "registration_requests_status_created_idx" ON "registration_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "registration_requests_mobile_idx" ON "registration_requests" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "auth_attempts_window_ends_at_index" ON "auth_attempts" USING btree ("window_ends_at");--> statement-breakpoint
CREATE INDEX "auth_nonces_expires_at_index" ON "auth_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "revoked_tokens_expires_at_index" ON "revoked_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_company_id_index" ON "users" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "users_job_id_index" ON "users" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "menu_items_parent_id_index" ON "menu_items" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "dictionary_items_dict_code_index" ON "dictionary_items" USING btree ("dict_code");--> statement-breakpoint
CREATE INDEX "export_audits_company_id_at_index" ON "export_audits" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "operation_logs_company_id_at_index" ON "operation_logs" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "operation_logs_record_key_record_id_index" ON "operation_logs" USING btree ("record_key","record_id");--> statement-breakpoint
CREATE INDEX "import_jobs_company_id_created_at_index" ON "import_jobs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "buildings_company_id_estate_id_index" ON "buildings" USING btree ("company_id","estate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "buildings_code_unique" ON "buildings" USING btree ("company_id","code") WHERE "buildings"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "estates_code_unique" ON "estates" USING btree ("company_id","code") WHERE "estates"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "estates_name_unique" ON "estates" USING btree ("company_id","name") WHERE "estates"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "houses_company_estate_code_idx" ON "houses" USING btree ("company_id","estate_id","code","id") WHERE "houses"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "houses_company_estate_code_sort_idx" ON "houses" USING btree ("company_id","estate_id","code_sort","id") WHERE "houses"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "houses_code_unique" ON "houses" USING btree ("company_id","code") WHERE "houses"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "houses_building_id_index" ON "houses" USING btree ("building_id");--> statement-breakpoint
CREATE INDEX "meters_company_id_estate_id_index" ON "meters" USING btree ("company_id","estate_id");--> statement-breakpoint
CREATE INDEX "meters_house_id_index" ON "meters" USING btree ("house_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meters_code_unique" ON "meters" USING btree ("company_id","code") WHERE "meters"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "parking_lots_company_id_estate_id_index" ON "parking_lots" USING btree ("company_id","estate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parking_lots_code_unique" ON "parking_lots" USING btree ("company_id","code") WHERE "parking_lots"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "units_company_id_building_id_index" ON "units" USING btree ("company_id","building_id");--> statement-breakpoint
CREATE UNIQUE INDEX "units_code_unique" ON "units" USING btree ("company_id","code") WHERE "units"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "zones_company_id_estate_id_index" ON "zones" USING btree ("company_id","estate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "zones_code_unique" ON "zones" USING btree ("company_id","code") WHERE "zones"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "files_company_id_cat_parent_index" ON "files" USING btree ("company_id","cat","parent");--> statement-breakpoint
CREATE INDEX "help_items_menu_id_kind_index" ON "help_items" USING btree ("menu_id","kind");--> statement-breakpoint
CREATE INDEX "service_cases_parent_id_index" ON "service_cases" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "message_receivers_user_id_index" ON "message_receivers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notice_recipients_user_id_index" ON "notice_recipients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notices_company_id_index" ON "notices" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "notices_company_id_menu_id_created_at_index" ON "notices" USING btree ("company_id","menu_id","created_at");--> statement-breakpoint
CREATE INDEX "notices_house_id_index" ON "notices" USING btree ("house_id");--> statement-breakpoint
CREATE INDEX "system_messages_company_id_created_at_index" ON "system_messages" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "system_messages_created_by_created_at_index" ON "system_messages" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "house_owner_events_company_id_house_id_id_index" ON "house_owner_events" USING btree ("company_id","house_id","id");--> statement-breakpoint
CREATE INDEX "house_owner_events_owner_id_index" ON "house_owner_events" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "owners_company_id_name_index" ON "owners" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "owners_company_id_mobile_index" ON "owners" USING btree ("company_id","mobile");--> statement-breakpoint
CREATE INDEX "owners_mobile_idx" ON "owners" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "owners_id_number_unique" ON "owners" USING btree ("company_id","id_number") WHERE "owners"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "residents_company_id_house_id_index" ON "residents" USING btree ("company_id","house_id");--> statement-breakpoint
CREATE INDEX "residents_mobile_idx" ON "residents" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_plate_no_unique" ON "vehicles" USING btree ("company_id","plate_no") WHERE "vehicles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "departments_company_id_index" ON "departments" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_code_unique" ON "departments" USING btree ("company_id","code") WHERE "departments"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "departments_name_unique" ON "departments" USING btree ("company_id","name") WHERE "departments"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "receipt_rules_company_id_estate_id_index" ON "receipt_rules" USING btree ("company_id","estate_id");--> statement-breakpoint
CREATE INDEX "staff_profiles_company_id_index" ON "staff_profiles" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_profiles_employee_no_unique" ON "staff_profiles" USING btree ("company_id","employee_no") WHERE "staff_profiles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "case_accepts_company_id_accepted_at_index" ON "case_accepts" USING btree ("company_id","accepted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "case_accepts_case_no_unique" ON "case_accepts" USING btree ("company_id","case_no") WHERE "case_accepts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "complaints_company_id_received_at_index" ON "complaints" USING btree ("company_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_complaint_no_unique" ON "complaints" USING btree ("company_id","complaint_no") WHERE "complaints"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "customer_relations_company_id_index" ON "customer_relations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "decorations_company_id_start_date_index" ON "decorations" USING btree ("company_id","start_date");--> statement-breakpoint
CREATE INDEX "dispatches_company_id_planned_at_index" ON "dispatches" USING btree ("company_id","planned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dispatches_order_no_unique" ON "dispatches" USING btree ("company_id","order_no") WHERE "dispatches"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "move_in_inspections_company_id_inspect_date_index" ON "move_in_inspections" USING btree ("company_id","inspect_date");--> statement-breakpoint
CREATE INDEX "rentings_company_id_start_date_index" ON "rentings" USING btree ("company_id","start_date");--> statement-breakpoint
CREATE INDEX "customer_visits_company_id_visit_date_index" ON "customer_visits" USING btree ("company_id","visit_date");--> statement-breakpoint
CREATE INDEX "device_inspections_company_id_inspected_at_index" ON "device_inspections" USING btree ("company_id","inspected_at");--> statement-breakpoint
CREATE INDEX "device_maint_plans_company_id_next_date_index" ON "device_maint_plans" USING btree ("company_id","next_date");--> statement-breakpoint
CREATE INDEX "device_maint_records_company_id_maint_date_index" ON "device_maint_records" USING btree ("company_id","maint_date");--> statement-breakpoint
CREATE INDEX "device_repairs_company_id_reported_at_index" ON "device_repairs" USING btree ("company_id","reported_at");--> statement-breakpoint
CREATE UNIQUE INDEX "device_repairs_repair_no_unique" ON "device_repairs" USING btree ("company_id","repair_no") WHERE "device_repairs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "device_risks_company_id_found_date_index" ON "device_risks" USING btree ("company_id","found_date");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_code_unique" ON "devices" USING btree ("company_id","code") WHERE "devices"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "triangle_checks_company_id_check_date_index" ON "triangle_checks" USING btree ("company_id","check_date");--> statement-breakpoint
CREATE INDEX "patrol_inspections_company_id_check_date_index" ON "patrol_inspections" USING btree ("company_id","check_date");--> statement-breakpoint
CREATE UNIQUE INDEX "patrol_inspector_hours_inspector_id_unique" ON "patrol_inspector_hours" USING btree ("company_id","inspector_id") WHERE "patrol_inspector_hours"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "patrol_plans_company_id_inspector_id_plan_month_index" ON "patrol_plans" USING btree ("company_id","inspector_id","plan_month");--> statement-breakpoint
CREATE INDEX "patrol_routines_company_id_patrol_date_index" ON "patrol_routines" USING btree ("company_id","patrol_date");--> statement-breakpoint
CREATE UNIQUE INDEX "patrol_rounds_plan_day_unique" ON "patrol_rounds" USING btree ("plan_id","day");--> statement-breakpoint
CREATE INDEX "patrol_rounds_company_id_day_index" ON "patrol_rounds" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "patrol_scans_round_id_index" ON "patrol_scans" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "patrol_scans_company_id_scanned_at_index" ON "patrol_scans" USING btree ("company_id","scanned_at");--> statement-breakpoint
CREATE UNIQUE INDEX "patrol_scans_point_unique" ON "patrol_scans" USING btree ("round_id","seq") WHERE "patrol_scans"."verdict" in ('准时', '顺序不符');--> statement-breakpoint
CREATE INDEX "qa_histories_company_id_check_date_index" ON "qa_histories" USING btree ("company_id","check_date");--> statement-breakpoint
CREATE INDEX "qa_plans_company_id_start_date_index" ON "qa_plans" USING btree ("company_id","start_date");--> statement-breakpoint
CREATE INDEX "security_deals_company_id_dealt_at_index" ON "security_deals" USING btree ("company_id","dealt_at");--> statement-breakpoint
CREATE INDEX "security_events_company_id_occurred_at_index" ON "security_events" USING btree ("company_id","occurred_at");--> statement-breakpoint
CREATE INDEX "security_infos_company_id_publish_date_index" ON "security_infos" USING btree ("company_id","publish_date");--> statement-breakpoint
CREATE INDEX "temp_visits_company_id_in_at_index" ON "temp_visits" USING btree ("company_id","in_at");--> statement-breakpoint
CREATE INDEX "visitors_company_id_arrived_at_index" ON "visitors" USING btree ("company_id","arrived_at");--> statement-breakpoint
CREATE INDEX "committee_members_company_id_index" ON "committee_members" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "committee_members_company_id_election_id_index" ON "committee_members" USING btree ("company_id","election_id");--> statement-breakpoint
CREATE INDEX "meetings_company_id_start_at_index" ON "meetings" USING btree ("company_id","start_at");--> statement-breakpoint
CREATE INDEX "owner_ledgers_company_id_event_date_index" ON "owner_ledgers" USING btree ("company_id","event_date");--> statement-breakpoint
CREATE INDEX "public_infos_company_id_record_date_index" ON "public_infos" USING btree ("company_id","record_date");--> statement-breakpoint
CREATE INDEX "info_items_company_id_item_type_index" ON "info_items" USING btree ("company_id","item_type");--> statement-breakpoint
CREATE UNIQUE INDEX "info_items_code_unique" ON "info_items" USING btree ("company_id","code") WHERE "info_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "website_contents_company_id_published_index" ON "website_contents" USING btree ("company_id","published");--> statement-breakpoint
CREATE UNIQUE INDEX "work_calendar_days_day_unique" ON "work_calendar_days" USING btree ("company_id","day") WHERE "work_calendar_days"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "cc_agent_logins_company_id_index" ON "cc_agent_logins" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "cc_agent_logins_tenant_id_index" ON "cc_agent_logins" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cc_call_records_vendor_call_uq" ON "cc_call_records" USING btree ("tenant_id","vendor_call_id");--> statement-breakpoint
CREATE INDEX "cc_call_records_company_id_call_time_index" ON "cc_call_records" USING btree ("company_id","call_time");--> statement-breakpoint
CREATE INDEX "cc_login_logs_company_id_created_at_index" ON "cc_login_logs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "cc_phone_book_company_id_name_index" ON "cc_phone_book" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "arrears_settings_company_id_estate_id_index" ON "arrears_settings" USING btree ("company_id","estate_id");--> statement-breakpoint
CREATE INDEX "bill_line_events_line_id_index" ON "bill_line_events" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "bill_line_events_company_id_at_index" ON "bill_line_events" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "bill_line_open_house_idx" ON "bill_line_open" USING btree ("house_id","due_date");--> statement-breakpoint
CREATE INDEX "bill_line_open_company_idx" ON "bill_line_open" USING btree ("company_id","estate_id","due_date","line_id");--> statement-breakpoint
CREATE INDEX "bill_line_open_due_idx" ON "bill_line_open" USING btree ("company_id","due_date","line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_lines_bill_key_unique" ON "bill_lines" USING btree ("company_id","bill_key","generation");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_lines_reversal_unique" ON "bill_lines" USING btree ("reversal_of");--> statement-breakpoint
CREATE INDEX "bill_lines_adjusts_idx" ON "bill_lines" USING btree ("adjusts_line_id") WHERE "bill_lines"."adjusts_line_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bill_lines_work_order_unique" ON "bill_lines" USING btree ("work_order_id") WHERE "bill_lines"."work_order_id" is not null and "bill_lines"."generation" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "bill_lines_reading_unique" ON "bill_lines" USING btree ("reading_id") WHERE "bill_lines"."reversal_of" is null and "bill_lines"."adjusts_line_id" is null;--> statement-breakpoint
CREATE INDEX "bill_lines_company_status_idx" ON "bill_lines" USING btree ("company_id","status","estate_id","period");--> statement-breakpoint
CREATE INDEX "bill_lines_house_idx" ON "bill_lines" USING btree ("house_id","period");--> statement-breakpoint
CREATE INDEX "bill_lines_released_period_idx" ON "bill_lines" USING btree ("company_id","period","id") WHERE "bill_lines"."released_at" is not null;--> statement-breakpoint
CREATE INDEX "bill_lines_run_id_index" ON "bill_lines" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "bill_lines_opening_idx" ON "bill_lines" USING btree ("opening_id") WHERE "bill_lines"."opening_id" is not null;--> statement-breakpoint
CREATE INDEX "bill_runs_company_id_created_at_index" ON "bill_runs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "charge_accounts_company_id_estate_id_index" ON "charge_accounts" USING btree ("company_id","estate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "charge_accounts_name_unique" ON "charge_accounts" USING btree ("company_id","name") WHERE "charge_accounts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "charge_bindings_company_id_estate_id_index" ON "charge_bindings" USING btree ("company_id","estate_id");--> statement-breakpoint
CREATE INDEX "charge_bindings_house_id_index" ON "charge_bindings" USING btree ("house_id");--> statement-breakpoint
CREATE UNIQUE INDEX "charge_bindings_open_unique" ON "charge_bindings" USING btree ("company_id","target_type","target_id","item_id") WHERE "charge_bindings"."end_date" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "charge_items_code_unique" ON "charge_items" USING btree ("company_id","code") WHERE "charge_items"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "charge_items_name_unique" ON "charge_items" USING btree ("company_id","name") WHERE "charge_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "charge_standards_company_id_estate_id_item_id_index" ON "charge_standards" USING btree ("company_id","estate_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "charge_standards_code_version_unique" ON "charge_standards" USING btree ("company_id","code","version");--> statement-breakpoint
CREATE INDEX "house_receivables_company_idx" ON "house_receivables" USING btree ("company_id","estate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meter_readings_meter_period_unique" ON "meter_readings" USING btree ("company_id","meter_id","period");--> statement-breakpoint
CREATE INDEX "meter_readings_company_id_estate_id_period_index" ON "meter_readings" USING btree ("company_id","estate_id","period");--> statement-breakpoint
CREATE INDEX "reductions_company_id_state_index" ON "reductions" USING btree ("company_id","state");--> statement-breakpoint
CREATE INDEX "reductions_line_id_index" ON "reductions" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "share_rules_company_id_estate_id_index" ON "share_rules" USING btree ("company_id","estate_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_payment_idx" ON "payment_allocations" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_line_idx" ON "payment_allocations" USING btree ("line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reversal_unique" ON "payments" USING btree ("reversal_of");--> statement-breakpoint
CREATE INDEX "payments_company_day_idx" ON "payments" USING btree ("company_id","business_date");--> statement-breakpoint
CREATE INDEX "payments_house_idx" ON "payments" USING btree ("house_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_prints_copy_unique" ON "receipt_prints" USING btree ("receipt_id","copy_no");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_number_unique" ON "receipts" USING btree ("company_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_payment_unique" ON "receipts" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refund_requests_company_state_idx" ON "refund_requests" USING btree ("company_id","state","requested_at");--> statement-breakpoint
CREATE INDEX "refund_requests_house_idx" ON "refund_requests" USING btree ("house_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_payment_unique" ON "refund_requests" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "settle_account_entries_account_idx" ON "settle_account_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "settle_account_entries_payment_id_index" ON "settle_account_entries" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settle_accounts_key_unique" ON "settle_accounts" USING btree ("company_id","house_id","kind","item_id","estate_id");--> statement-breakpoint
CREATE INDEX "settle_accounts_estate_idx" ON "settle_accounts" USING btree ("company_id","estate_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "acct_asset_categories_name_unique" ON "acct_asset_categories" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "acct_assets_code_unique" ON "acct_assets" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "acct_depreciations_period_idx" ON "acct_depreciations" USING btree ("company_id","period");--> statement-breakpoint
CREATE INDEX "acct_period_events_period_idx" ON "acct_period_events" USING btree ("company_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "acct_report_rows_no_unique" ON "acct_report_rows" USING btree ("report_id","category","row_no");--> statement-breakpoint
CREATE UNIQUE INDEX "acct_reports_kind_unique" ON "acct_reports" USING btree ("company_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "acct_subjects_code_unique" ON "acct_subjects" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "acct_subjects_parent_idx" ON "acct_subjects" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "acct_voucher_events_voucher_idx" ON "acct_voucher_events" USING btree ("voucher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "acct_voucher_lines_seq_unique" ON "acct_voucher_lines" USING btree ("voucher_id","seq");--> statement-breakpoint
CREATE INDEX "acct_voucher_lines_subject_idx" ON "acct_voucher_lines" USING btree ("company_id","subject_id");--> statement-breakpoint
CREATE INDEX "acct_voucher_sources_voucher_idx" ON "acct_voucher_sources" USING btree ("voucher_id");--> statement-breakpoint
CREATE INDEX "acct_voucher_templates_company_idx" ON "acct_voucher_templates" USING btree ("company_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "acct_voucher_templates_event_unique" ON "acct_voucher_templates" USING btree ("company_id","event",coalesce("tender_method", ''),coalesce("item_id", 0)) WHERE "acct_voucher_templates"."kind" = 'charging' and "acct_voucher_templates"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "acct_vouchers_number_unique" ON "acct_vouchers" USING btree ("company_id","period","word","number");--> statement-breakpoint
CREATE UNIQUE INDEX "acct_vouchers_reversal_unique" ON "acct_vouchers" USING btree ("reversal_of");--> statement-breakpoint
CREATE UNIQUE INDEX "acct_vouchers_source_unique" ON "acct_vouchers" USING btree ("company_id","source_ref");--> statement-breakpoint
CREATE INDEX "acct_vouchers_status_idx" ON "acct_vouchers" USING btree ("company_id","status","period");--> statement-breakpoint
CREATE INDEX "wf_docs_company_id_kind_status_index" ON "wf_docs" USING btree ("company_id","kind","status");--> statement-breakpoint
CREATE INDEX "wf_docs_starter_id_created_at_index" ON "wf_docs" USING btree ("starter_id","created_at");--> statement-breakpoint
CREATE INDEX "wf_events_doc_id_id_index" ON "wf_events" USING btree ("doc_id","id");--> statement-breakpoint
CREATE INDEX "wf_follows_doc_id_index" ON "wf_follows" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "wf_node_handlers_node_id_index" ON "wf_node_handlers" USING btree ("node_id");--> statement-breakpoint
CREATE INDEX "wf_replacements_company_id_absent_id_index" ON "wf_replacements" USING btree ("company_id","absent_id");--> statement-breakpoint
CREATE INDEX "wf_tasks_todo_idx" ON "wf_tasks" USING btree ("assignee_id","state","kind");--> statement-breakpoint
CREATE INDEX "wf_tasks_company_id_assignee_id_done_at_index" ON "wf_tasks" USING btree ("company_id","assignee_id","done_at");--> statement-breakpoint
CREATE INDEX "wf_tasks_open_page_idx" ON "wf_tasks" USING btree ("assignee_id","company_id","created_at","id") WHERE "wf_tasks"."state" = 'pending' and "wf_tasks"."blocking";--> statement-breakpoint
CREATE INDEX "wf_tasks_open_kind_idx" ON "wf_tasks" USING btree ("assignee_id","company_id","kind") WHERE "wf_tasks"."state" = 'pending' and "wf_tasks"."blocking";--> statement-breakpoint
CREATE INDEX "wf_templates_company_id_kind_index" ON "wf_templates" USING btree ("company_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "outsourcing_contracts_no_unique" ON "outsourcing_contracts" USING btree ("company_id","contract_no");--> statement-breakpoint
CREATE INDEX "outsourcing_contracts_company_id_estate_id_status_index" ON "outsourcing_contracts" USING btree ("company_id","estate_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_account_entries_seq_unique" ON "owner_account_entries" USING btree ("account_id","seq");--> statement-breakpoint
CREATE INDEX "owner_account_entries_company_id_account_id_id_index" ON "owner_account_entries" USING btree ("company_id","account_id","id");--> statement-breakpoint
CREATE INDEX "owner_account_entries_outsourcing_contract_id_index" ON "owner_account_entries" USING btree ("outsourcing_contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_accounts_key_unique" ON "owner_accounts" USING btree ("company_id","estate_id","kind","house_id");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_ballots_voter_unique" ON "owner_ballots" USING btree ("vote_id","voter_id","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_vote_candidates_seq_unique" ON "owner_vote_candidates" USING btree ("vote_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_vote_voters_seq_unique" ON "owner_vote_voters" USING btree ("vote_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_vote_voters_key_unique" ON "owner_vote_voters" USING btree ("vote_id","voter_key");--> statement-breakpoint
CREATE INDEX "owner_votes_company_id_estate_id_kind_index" ON "owner_votes" USING btree ("company_id","estate_id","kind");--> statement-breakpoint
CREATE INDEX "owner_votes_company_id_meeting_id_index" ON "owner_votes" USING btree ("company_id","meeting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "public_budget_lines_seq_unique" ON "public_budget_lines" USING btree ("budget_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "public_budgets_year_unique" ON "public_budgets" USING btree ("company_id","estate_id","year");--> statement-breakpoint
CREATE INDEX "repair_interest_allocations_company_id_estate_id_index" ON "repair_interest_allocations" USING btree ("company_id","estate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "repair_withdrawals_vote_unique" ON "repair_withdrawals" USING btree ("vote_id");--> statement-breakpoint
CREATE INDEX "repair_withdrawals_company_id_estate_id_index" ON "repair_withdrawals" USING btree ("company_id","estate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "release_notes_company_version_key" ON "release_notes" USING btree ("company_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "site_pictures_slot_target_key" ON "site_pictures" USING btree ("slot","target_company_id");--> statement-breakpoint
CREATE INDEX "site_pictures_company_id_index" ON "site_pictures" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "site_sections_page_id_order_index" ON "site_sections" USING btree ("page_id","order");--> statement-breakpoint
CREATE INDEX "platform_fee_bills_period_index" ON "platform_fee_bills" USING btree ("period");--> statement-breakpoint
CREATE INDEX "platform_fee_payments_bill_id_index" ON "platform_fee_payments" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "platform_fee_payments_company_id_index" ON "platform_fee_payments" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "background_jobs_company_id_created_at_index" ON "background_jobs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "background_jobs_state_index" ON "background_jobs" USING btree ("state");--> statement-breakpoint
CREATE INDEX "background_jobs_kind_ref_id_index" ON "background_jobs" USING btree ("kind","ref_id");--> statement-breakpoint
CREATE UNIQUE INDEX "background_tasks_job_id_seq_index" ON "background_tasks" USING btree ("job_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "background_tasks_boss_id_index" ON "background_tasks" USING btree ("boss_id");--> statement-breakpoint
CREATE INDEX "background_tasks_state_created_at_index" ON "background_tasks" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "job_schedules_company_id_index" ON "job_schedules" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "job_schedules_enabled_next_fire_at_index" ON "job_schedules" USING btree ("enabled","next_fire_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_schedules_system_kind_unique" ON "job_schedules" USING btree ("kind") WHERE "job_schedules"."company_id" = 0;--> statement-breakpoint
CREATE INDEX "export_files_company_id_created_at_index" ON "export_files" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "opening_import_rows_pk" ON "opening_import_rows" USING btree ("import_id","seq");--> statement-breakpoint
CREATE INDEX "opening_imports_company_id_created_at_index" ON "opening_imports" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "opening_imports_check_job_unique" ON "opening_imports" USING btree ("check_job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "opening_imports_one_busy" ON "opening_imports" USING btree ("company_id") WHERE "opening_imports"."state" in ('committing', 'undoing');--> statement-breakpoint
CREATE INDEX "pay_notifications_order_idx" ON "pay_notifications" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "pay_notifications_received_idx" ON "pay_notifications" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_order_lines_held_unique" ON "pay_order_lines" USING btree ("line_id") WHERE "pay_order_lines"."held";--> statement-breakpoint
CREATE UNIQUE INDEX "pay_orders_out_trade_no_unique" ON "pay_orders" USING btree ("out_trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_orders_transaction_unique" ON "pay_orders" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_orders_payment_unique" ON "pay_orders" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_orders_link_unique" ON "pay_orders" USING btree ("link_token");--> statement-breakpoint
CREATE INDEX "pay_orders_company_idx" ON "pay_orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "pay_orders_house_idx" ON "pay_orders" USING btree ("house_id","created_at");--> statement-breakpoint
CREATE INDEX "pay_orders_portal_idx" ON "pay_orders" USING btree ("portal_account_id","created_at") WHERE "pay_orders"."portal_account_id" is not null;--> statement-breakpoint
CREATE INDEX "pay_orders_open_idx" ON "pay_orders" USING btree ("expires_at") WHERE "pay_orders"."state" = 'open';--> statement-breakpoint
CREATE INDEX "pay_orders_paid_idx" ON "pay_orders" USING btree ("paid_at") WHERE "pay_orders"."transaction_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_refunds_out_refund_no_unique" ON "pay_refunds" USING btree ("out_refund_no");--> statement-breakpoint
CREATE INDEX "pay_refunds_order_idx" ON "pay_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "pay_refunds_accepted_idx" ON "pay_refunds" USING btree ("accepted_day");--> statement-breakpoint
CREATE INDEX "pay_recon_companies_company_idx" ON "pay_recon_companies" USING btree ("company_id","bill_date");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_recon_days_unique" ON "pay_recon_days" USING btree ("mchid","bill_date");--> statement-breakpoint
CREATE INDEX "pay_recon_days_date_idx" ON "pay_recon_days" USING btree ("bill_date");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_recon_items_unique" ON "pay_recon_items" USING btree ("day_id","kind","item_key");--> statement-breakpoint
CREATE INDEX "pay_recon_items_company_idx" ON "pay_recon_items" USING btree ("company_id","bill_date");--> statement-breakpoint
CREATE INDEX "pay_recon_items_key_idx" ON "pay_recon_items" USING btree ("item_key","kind") WHERE "pay_recon_items"."state" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "owner_bindings_live_unique" ON "owner_bindings" USING btree ("account_id","house_id") WHERE "owner_bindings"."state" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "owner_bindings_company_idx" ON "owner_bindings" USING btree ("company_id","state","created_at");--> statement-breakpoint
CREATE INDEX "owner_bindings_house_idx" ON "owner_bindings" USING btree ("house_id");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_requests_record_unique" ON "owner_requests" USING btree ("kind","record_id");--> statement-breakpoint
CREATE INDEX "owner_requests_account_idx" ON "owner_requests" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_accounts_phone_unique" ON "portal_accounts" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_accounts_wechat_openid_unique" ON "portal_accounts" USING btree ("wechat_openid") WHERE "portal_accounts"."wechat_openid" is not null;--> statement-breakpoint
CREATE INDEX "portal_sessions_account_idx" ON "portal_sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "portal_sms_codes_phone_idx" ON "portal_sms_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "portal_sms_codes_ip_idx" ON "portal_sms_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "portal_uploads_request_idx" ON "portal_uploads" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "portal_uploads_account_idx" ON "portal_uploads" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "message_batches_company_idx" ON "message_batches" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "message_opt_outs_unique" ON "message_opt_outs" USING btree ("company_id","channel","address");--> statement-breakpoint
CREATE INDEX "message_templates_company_idx" ON "message_templates" USING btree ("company_id","purpose");--> statement-breakpoint
CREATE INDEX "outbound_messages_due_idx" ON "outbound_messages" USING btree ("not_before") WHERE "outbound_messages"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "outbound_messages_claimed_idx" ON "outbound_messages" USING btree ("claimed_at") WHERE "outbound_messages"."state" = 'sending';--> statement-breakpoint
CREATE INDEX "outbound_messages_company_idx" ON "outbound_messages" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "outbound_messages_house_idx" ON "outbound_messages" USING btree ("house_id","created_at");--> statement-breakpoint
CREATE INDEX "outbound_messages_batch_idx" ON "outbound_messages" USING btree ("batch_id") WHERE "outbound_messages"."batch_id" is not null;--> statement-breakpoint
CREATE INDEX "outbound_messages_vendor_idx" ON "outbound_messages" USING btree ("channel","vendor_id") WHERE "outbound_messages"."vendor_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_messages_dedupe" ON "outbound_messages" USING btree ("company_id","dedupe_key") WHERE "outbound_messages"."dedupe_key" is not null;--> statement-breakpoint
CREATE INDEX "outbound_reports_vendor_idx" ON "outbound_reports" USING btree ("channel","vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_seq_unique" ON "invoice_lines" USING btree ("request_id","seq");--> statement-breakpoint
CREATE INDEX "invoice_lines_allocation_id_index" ON "invoice_lines" USING btree ("allocation_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_blue_line_id_index" ON "invoice_lines" USING btree ("blue_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_requests_request_no_unique" ON "invoice_requests" USING btree ("request_no");--> statement-breakpoint
CREATE INDEX "invoice_requests_company_id_payment_id_index" ON "invoice_requests" USING btree ("company_id","payment_id");--> statement-breakpoint
CREATE INDEX "invoice_requests_company_id_house_id_index" ON "invoice_requests" USING btree ("company_id","house_id");--> statement-breakpoint
CREATE INDEX "invoice_requests_company_id_state_id_index" ON "invoice_requests" USING btree ("company_id","state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_request_unique" ON "invoices" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "invoices_company_id_payment_id_index" ON "invoices" USING btree ("company_id","payment_id");--> statement-breakpoint
CREATE INDEX "invoices_company_id_house_id_index" ON "invoices" USING btree ("company_id","house_id");--> statement-breakpoint
CREATE INDEX "work_order_events_order_idx" ON "work_order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "work_order_materials_order_idx" ON "work_order_materials" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_photos_file_unique" ON "work_order_photos" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "work_order_plan_cursors_next_idx" ON "work_order_plan_cursors" USING btree ("next_run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_number_unique" ON "work_orders" USING btree ("company_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_record_unique" ON "work_orders" USING btree ("company_id","record_key","record_id") WHERE "work_orders"."record_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_plan_key_unique" ON "work_orders" USING btree ("company_id","plan_key") WHERE "work_orders"."plan_key" is not null;--> statement-breakpoint
CREATE INDEX "work_orders_board_idx" ON "work_orders" USING btree ("company_id","state","due_at","id");--> statement-breakpoint
CREATE INDEX "work_orders_due_idx" ON "work_orders" USING btree ("company_id","due_at","id");--> statement-breakpoint
CREATE INDEX "work_orders_open_due_idx" ON "work_orders" USING btree ("company_id","due_at","id") WHERE "work_orders"."state" in ('pending', 'assigned', 'accepted', 'arrived', 'working', 'paused');--> statement-breakpoint
CREATE INDEX "work_orders_handler_idx" ON "work_orders" USING btree ("company_id","handler_id","state");--> statement-breakpoint
CREATE INDEX "work_orders_team_idx" ON "work_orders" USING btree ("company_id","team_id","state");--> statement-breakpoint
CREATE INDEX "work_orders_house_idx" ON "work_orders" USING btree ("company_id","house_id");--> statement-breakpoint
CREATE INDEX "work_orders_sla_next_idx" ON "work_orders" USING btree ("sla_next_at") WHERE "work_orders"."sla_next_at" is not null;--> statement-breakpoint
CREATE INDEX "work_orders_awaiting_payment_idx" ON "work_orders" USING btree ("id") WHERE "work_orders"."state" = 'awaiting_payment';--> statement-breakpoint
CREATE INDEX "work_team_members_user_idx" ON "work_team_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_teams_name_unique" ON "work_teams" USING btree ("company_id","name");