// module: App (groups App/Scenes/Login, each with a path)
struct LoginView {}
